import type { Schemas } from '@esr/sdk';
import { useLayoutEffect } from 'react';
import { welcomeImageUrl } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { Modal } from '@/components/ui/modal';
import { StreakDayCard } from '@/components/ui/streak-day-card';
import { markCheckinVisible } from '@/lib/early-checkin';
import { useT } from '@/lib/i18n';
import { checkinView } from '../checkin-view';

export interface CheckinPopupProps {
  open: boolean;
  streak: Schemas['StreakData'];
  rewardClaimed: boolean;
  claiming: boolean;
  /** Why the claim failed, in the page's language (the server's refusal or the catalogue's text). */
  failure?: string | null;
  onClaim: () => void;
  onClose: () => void;
  /** It takes the place of the dialog the document showed before the app ran: no entrance (decision 1080). */
  still?: boolean;
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
  still = false,
}: CheckinPopupProps) {
  const t = useT();
  const { returning } = checkinView(streak);
  // In the commit that puts it on screen: the moment the subscriber sees it, unless the document's early
  // dialog was seen first.
  useLayoutEffect(() => {
    if (open) markCheckinVisible();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('checkin.title')} className="checkin" still={still}>
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
