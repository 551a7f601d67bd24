import type { Schemas } from '@esr/sdk';
import { useEffect } from 'react';
import { welcomeImageUrl } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Modal } from '@/components/ui/modal';
import { StreakDayCard } from '@/components/ui/streak-day-card';
import { markCheckinVisible } from '@/lib/checkin-mark';
import { useT } from '@/lib/i18n';

export interface CheckinPopupProps {
  open: boolean;
  streak: Schemas['StreakData'];
  rewardClaimed: boolean;
  claiming: boolean;
  /** Why the claim failed, in the page's language (the server's refusal or the catalogue's text). */
  failure?: string | null;
  onClaim: () => void;
  onClose: () => void;
}

/** The daily check-in: welcome image, the streak day card and Claim (or a disabled 'Already Claimed'). */
export function CheckinPopup({
  open,
  streak,
  rewardClaimed,
  claiming,
  failure = null,
  onClaim,
  onClose,
}: CheckinPopupProps) {
  const t = useT();
  const returning = streak.active_streak > 0;
  // The field figure checkin-visible (docs/decisions/1080): the first time this page load shows it.
  useEffect(() => {
    if (open) markCheckinVisible();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('checkin.title')} className="checkin">
      {/* The art carries no words: the greeting is text over it, in the page's language. */}
      <div className="checkin__welcome">
        <Image src={welcomeImageUrl(streak.active_streak)} alt="" width={480} height={200} priority />
        <p className="checkin__welcome-text">{returning ? t('checkin.welcomeBack') : t('checkin.welcome')}</p>
      </div>
      <p className="checkin__streak">
        {returning ? t('checkin.streakDays', { n: streak.active_streak }) : t('checkin.startStreak')}
      </p>
      <StreakDayCard activeDay={streak.active_day} amountToClaim={streak.amount_to_claim} />
      <Button block onClick={onClaim} disabled={rewardClaimed || claiming} className="checkin__claim">
        {rewardClaimed ? t('messages.alreadyClaimed') : t('checkin.claim')}
      </Button>
      {failure ? (
        <p className="checkin__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
