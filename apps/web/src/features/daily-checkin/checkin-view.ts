import { streakDayCards, type StreakDayCard } from '@esr/domain';
import type { Schemas } from '@esr/sdk';

// What the check-in shows of a streak (spec section 4): the welcome for a first day or a returning
// subscriber, the streak's length, the streak day card. The dialog renders it (checkin-popup.tsx); the
// document's check-in script fills the build's template with it before the app runs (decision 1080).

export interface CheckinView {
  /** A streak going: the welcome-back art and text, and the streak's length. */
  readonly returning: boolean;
  readonly streakDays: number;
  readonly cards: readonly StreakDayCard[];
}

export type CheckinStreak = Pick<Schemas['StreakData'], 'active_streak' | 'active_day' | 'amount_to_claim'>;

export function checkinView(streak: CheckinStreak): CheckinView {
  return {
    returning: streak.active_streak > 0,
    streakDays: streak.active_streak,
    cards: streakDayCards(streak.active_day, streak.amount_to_claim),
  };
}

/** What changes the dialog's markup beyond its numbers: the build writes one template for each. */
export const checkinVariant = (view: CheckinView): string =>
  [view.returning ? 'back' : 'new', ...view.cards.map((card) => card.state)].join(' ');
