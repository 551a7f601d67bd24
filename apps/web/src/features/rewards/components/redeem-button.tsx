import { rewardItemNumber, type Reward } from '@esr/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MessagePopup } from '@/components/ui/message-popup';
import { useRequireAccess, useSession } from '@/lib/auth';
import { useT, type Message } from '@/lib/i18n';
import { redeemFailureMessage, useRedeemItem } from '../api/redeem-item';
import type { RedeemLocationState, ThankYouLocationState } from '../location-state';
import { JazzNumberPrompt } from './jazz-number-prompt';

/**
 * A reward's Redeem button (spec sections 2, 5, 6 and 8). Visitors go to the landing page. With the token
 * claim gn = 1 it opens the Jazz-number prompt; otherwise it calls redeem-item and opens /redeem with the
 * answer, or shows the server's reason (details, then message), else 'An error occurred. Please try again.'.
 */
export function RedeemButton({ reward, index }: { reward: Reward; index: number }) {
  const t = useT();
  const navigate = useNavigate();
  const requireAccess = useRequireAccess();
  const { gn } = useSession();
  const redeem = useRedeemItem();
  const [failure, setFailure] = useState<Message | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  const itemNumber = rewardItemNumber(index);

  const onClick = () => {
    if (!requireAccess() || redeem.isPending) return;
    if (gn === 1) {
      setPromptOpen(true);
      return;
    }
    redeem.mutate(itemNumber, {
      onSuccess: (redemption) => {
        const state: RedeemLocationState = { itemNumber, redemption };
        void navigate(paths.redeem.getHref(), { state });
      },
      onError: (error) => setFailure(redeemFailureMessage(error)),
    });
  };

  const thankYou: ThankYouLocationState = { itemNumber };
  const name = t(reward.nameId);
  return (
    <>
      <Button
        block
        onClick={onClick}
        disabled={redeem.isPending}
        aria-busy={redeem.isPending || undefined}
        aria-label={t('rewards.redeemItem', { item: name })}
      >
        {t('copy.redeem')}
      </Button>
      {/* The server's own words as sent; the spec's fallback in the active language. */}
      <MessagePopup message={failure} onClose={() => setFailure(null)} />
      <JazzNumberPrompt
        open={promptOpen}
        rewardName={name}
        onClose={() => setPromptOpen(false)}
        onNotified={() => void navigate(paths.thankYou.getHref(), { state: thankYou })}
      />
    </>
  );
}
