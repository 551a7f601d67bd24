import { REWARD_DETAILS_FALLBACK, REWARDS, type Reward } from '@esr/domain';
import { rewardImageUrl } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { useProfile } from '@/lib/queries/get-profile';
import { RedeemButton } from './redeem-button';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import './rewards.css';

/** The balance chip's label (no spec text; decision 0540). */
export const YOUR_CREDITS = 'rewards.yourCredits' satisfies MessageId;

function RewardCard({ reward, index }: { reward: Reward; index: number }) {
  const t = useT();
  const image = rewardImageUrl(reward.thumbnail);
  return (
    <li className="rewards__card">
      {image ? (
        <Image className="rewards__image" src={image} alt="" width={320} height={240} priority={index < 4} />
      ) : null}
      <div className="rewards__body">
        <h2 className="rewards__name">
          <bdi>{t(reward.nameId)}</bdi>
        </h2>
        <p className="rewards__credits">{t('messages.entryFeeCredits', { n: reward.credits })}</p>
        <p className="rewards__details">
          {/* The spec's fallback is ours to translate; a real description would be the catalogue's data. */}
          {reward.details === REWARD_DETAILS_FALLBACK ? t('rewards.informationNotAvailable') : reward.details}
        </p>
        <RedeemButton reward={reward} index={index} />
      </div>
    </li>
  );
}

/**
 * /rewards (spec sections 2 and 3): 'Rewards', 'Win Gaming Accessories & Currencies', the static catalogue:
 * each reward's name, cost, details ('Information not available') and Redeem.
 */
export function RewardsPage() {
  const t = useT();
  useDocumentTitle(t('copy.rewards'));
  const { isLoggedIn, status } = useSession();
  // The layout already reads the profile: the balance costs no extra call.
  const credits = useProfile({ enabled: isLoggedIn }).data?.credits;

  return (
    <div className="page rewards">
      <header className="rewards__header">
        <h1 className="page__title">{t('copy.rewards')}</h1>
        <p className="page__subtitle">{t('copy.rewardsSubtitle')}</p>
        {isLoggedIn && credits !== undefined ? (
          <p className="rewards__balance">
            <span>{t(YOUR_CREDITS)}</span> <strong>{t.number(credits)}</strong>
          </p>
        ) : isLoggedIn || status === 'checking' ? (
          // Holds the chip's place while the login and the profile load (the prerendered document has it too).
          // The chip sits in the title's row and never makes it taller, so neither the chip arriving nor this
          // placeholder leaving (a visitor) moves the grid (a layout shift, docs/decisions/0910).
          <p className="rewards__balance rewards__balance--pending" aria-hidden="true">
            <strong>{'\u00a0'}</strong>
          </p>
        ) : null}
      </header>
      <ul className="rewards__grid" aria-label={t('copy.rewards')}>
        {REWARDS.map((reward, index) => (
          <RewardCard key={reward.nameId} reward={reward} index={index} />
        ))}
      </ul>
    </div>
  );
}
