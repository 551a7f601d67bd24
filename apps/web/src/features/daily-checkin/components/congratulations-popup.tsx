import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';

// Marks where the bold amount goes in the translated 'N Credits' (a private-use character, never in a text).
const AMOUNT = '\uE000';

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
  const t = useT();
  const [before = '', after = ''] = t('checkin.credits', { n: credits, amount: AMOUNT }).split(AMOUNT);
  return (
    <Modal open={open} onClose={onClose} title={t('messages.congratulations')} className="congrats">
      <p className="congrats__credits">
        {before}
        <strong>{t.number(credits)}</strong>
        {after}
      </p>
      <p className="congrats__text">{t('messages.dailyLoginReward')}</p>
      <Button block onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
