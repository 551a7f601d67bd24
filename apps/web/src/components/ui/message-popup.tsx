import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT, type Message } from '@/lib/i18n';

/** A popup that shows one message (the game selector's failures), in the active language. */
export function MessagePopup({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={message === null ? '' : t.message(message)}
      className="message-popup"
    >
      <Button block onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
