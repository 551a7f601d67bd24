import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** A popup that shows one message (the game selector's failures). */
export function MessagePopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal open={message !== null} onClose={onClose} title={message ?? ''} className="message-popup">
      <Button block onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
