// The daily login streak: the reward schedule, the streak day card and the day boundary.
// The full rules (what the server stores and returns) are in docs/decisions/0100-streak-schedule.md.
import { DAY_MS, pakistanDateKey } from './pakistan-time';

export const DEFAULT_DAILY_REWARD = 15;
export const STREAK_STEP = 5;

function toStreakDay(day: unknown): number {
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 ? day : 1;
}

function toPositiveNumber(value: unknown): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Credits for claiming streak day `day`: 15 on day 1, then 5 more each consecutive day (no cap). */
export function streakRewardForDay(day: number): number {
  return DEFAULT_DAILY_REWARD + STREAK_STEP * (toStreakDay(day) - 1);
}

export type StreakCardState = 'claimed' | 'current' | 'locked';

export interface StreakDayCard {
  readonly day: number;
  readonly state: StreakCardState;
  readonly credits: number;
}

/**
 * The three cards of the streak day card: the previous day (claimed, 5 less), the active day (current) and
 * the next day (locked, 5 more). Day 1 has no previous day, so it shows day 1 (current) then days 2 and 3
 * (locked, +5 and +10). A missing or invalid amount falls back to the schedule for the active day. Once
 * the active day is claimed (the streak's rewardClaimed), its card shows it claimed too.
 */
export function streakDayCards(
  activeDay: number,
  amountToClaim?: number | string | null,
  { claimedToday = false }: { claimedToday?: boolean } = {},
): readonly [StreakDayCard, StreakDayCard, StreakDayCard] {
  const day = toStreakDay(activeDay);
  const amount = toPositiveNumber(amountToClaim) ?? streakRewardForDay(day);
  const today: StreakCardState = claimedToday ? 'claimed' : 'current';
  if (day === 1) {
    return [
      { day: 1, state: today, credits: amount },
      { day: 2, state: 'locked', credits: amount + STREAK_STEP },
      { day: 3, state: 'locked', credits: amount + 2 * STREAK_STEP },
    ];
  }
  return [
    { day: day - 1, state: 'claimed', credits: amount - STREAK_STEP },
    { day, state: today, credits: amount },
    { day: day + 1, state: 'locked', credits: amount + STREAK_STEP },
  ];
}

/** Credits shown in the 'Congratulations!' popup: amount_to_claim, or 15 when missing, 0 or invalid. */
export function checkinCredits(amountToClaim: unknown): number {
  return toPositiveNumber(amountToClaim) ?? DEFAULT_DAILY_REWARD;
}

/** The streak calendar day ('YYYY-MM-DD'): streak days are Pakistan days (pakistan-time.ts). */
export const streakDateKey = pakistanDateKey;

/** The calendar day before a 'YYYY-MM-DD' key. */
export function previousDateKey(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - DAY_MS).toISOString().slice(0, 10);
}

/** What the server keeps per subscriber: the last claim's calendar day and which streak day it was. */
export interface StreakRecord {
  readonly lastClaimDate: string | null;
  readonly lastClaimDay: number;
}

export interface StreakStatus {
  /** The streak day claimable today, or claimed today (active_day, streak_to_claim). */
  readonly activeDay: number;
  /** Consecutive days claimed, ending today or yesterday; 0 when none or broken (active_streak). */
  readonly activeStreak: number;
  /** Today's reward was already claimed (rewardClaimed). */
  readonly claimedToday: boolean;
  /** Credits for the active day (amount_to_claim). */
  readonly amountToClaim: number;
}

/** The streak as seen on `today` (a streakDateKey). A missed day resets the streak to day 1. */
export function streakStatus(record: StreakRecord, today: string): StreakStatus {
  const lastDay = toStreakDay(record.lastClaimDay);
  let activeDay = 1;
  let activeStreak = 0;
  let claimedToday = false;
  if (record.lastClaimDate === today) {
    activeDay = lastDay;
    activeStreak = lastDay;
    claimedToday = true;
  } else if (record.lastClaimDate !== null && record.lastClaimDate === previousDateKey(today)) {
    activeDay = lastDay + 1;
    activeStreak = lastDay;
  }
  return { activeDay, activeStreak, claimedToday, amountToClaim: streakRewardForDay(activeDay) };
}

export type StreakClaimResult =
  | { readonly ok: true; readonly record: StreakRecord; readonly day: number; readonly credits: number }
  | { readonly ok: false; readonly reason: 'already-claimed' };

/** Claims today's reward: at most one claim per calendar day. */
export function claimStreak(record: StreakRecord, today: string): StreakClaimResult {
  const status = streakStatus(record, today);
  if (status.claimedToday) return { ok: false, reason: 'already-claimed' };
  return {
    ok: true,
    record: { lastClaimDate: today, lastClaimDay: status.activeDay },
    day: status.activeDay,
    credits: status.amountToClaim,
  };
}
