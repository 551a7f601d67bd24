import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';

/** A popup that shows one message (the game selector's failures): a spec message is shown translated. */
export function MessagePopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={message === null ? '' : t.text(message)}
      className="message-popup"
    >
      <Button block onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
