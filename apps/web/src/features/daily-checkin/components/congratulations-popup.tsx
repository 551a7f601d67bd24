import { MESSAGES } from '@esr/domain';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** After a successful claim: 'Congratulations!', the credits and 'Here is your daily login reward'. */
export function CongratulationsPopup({
  open,
  credits,
  onClose,
}: {
  open: boolean;
  credits: number;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={MESSAGES.congratulations} className="congrats">
      <p className="congrats__credits">
        <strong>{credits}</strong> Credits
      </p>
      <p className="congrats__text">{MESSAGES.dailyLoginReward}</p>
      <Button block onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
