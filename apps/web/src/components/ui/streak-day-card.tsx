import { streakDayCards, type StreakCardState } from '@esr/domain';
import { useT, type MessageId } from '@/lib/i18n';
import './streak-day-card.css';

const STATE_LABEL = {
  claimed: 'common.streakClaimed',
  current: 'common.streakToday',
  locked: 'common.streakLocked',
} as const satisfies Record<StreakCardState, MessageId>;

function StateIcon({ state }: { state: StreakCardState }) {
  const d =
    state === 'claimed'
      ? 'M5 12l5 5 9-10'
      : state === 'locked'
        ? 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z'
        : 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z';
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The streak day card (spec section 4): the previous day claimed, the active day current (claimed, with a
 * tick, once the server says today's reward is claimed), the next day locked, with credits by the
 * display rule of @esr/domain (5 less before, 5 more after).
 */
export function StreakDayCard({
  activeDay,
  amountToClaim,
  claimedToday = false,
}: {
  activeDay: number;
  amountToClaim?: number | null;
  /** The streak's rewardClaimed, as the server answered it. */
  claimedToday?: boolean;
}) {
  const t = useT();
  const cards = streakDayCards(activeDay, amountToClaim, { claimedToday });
  // Today's card: the first on day 1 (days 2 and 3 follow, locked), else the middle one.
  const todayIndex = cards[1].state === 'locked' ? 0 : 1;
  return (
    <ol className="streak-card" aria-label={t('common.dailyStreak')}>
      {cards.map((card, index) => (
        <li
          key={card.day}
          className={`streak-card__day streak-card__day--${card.state}`}
          aria-current={index === todayIndex ? 'step' : undefined}
          data-state={card.state}
        >
          <span className="streak-card__label">{t('common.streakDay', { n: card.day })}</span>
          <span className="streak-card__icon">
            <StateIcon state={card.state} />
          </span>
          <span className="streak-card__credits">{t('common.streakCredits', { n: card.credits })}</span>
          <span className="streak-card__state">{t(STATE_LABEL[card.state])}</span>
        </li>
      ))}
    </ol>
  );
}
