import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_REWARD,
  STREAK_STEP,
  checkinCredits,
  claimStreak,
  previousDateKey,
  streakDateKey,
  streakDayCards,
  streakRewardForDay,
  streakStatus,
  type StreakRecord,
} from './streak';

/** A subscriber who never claimed. */
const EMPTY_STREAK_RECORD: StreakRecord = { lastClaimDate: null, lastClaimDay: 0 };

describe('streakRewardForDay', () => {
  it('pays 15 on day 1 and 5 more each day', () => {
    expect(DEFAULT_DAILY_REWARD).toBe(15);
    expect(STREAK_STEP).toBe(5);
    expect(streakRewardForDay(1)).toBe(15);
    expect(streakRewardForDay(2)).toBe(20);
    expect(streakRewardForDay(10)).toBe(60);
  });

  it('treats an invalid day as day 1', () => {
    expect(streakRewardForDay(0)).toBe(15);
    expect(streakRewardForDay(-2)).toBe(15);
    expect(streakRewardForDay(1.5)).toBe(15);
  });

  it('agrees with the display rule: the previous day 5 less, the next 5 more', () => {
    for (let day = 2; day < 30; day++) {
      const [prev, current, next] = streakDayCards(day, streakRewardForDay(day));
      expect(prev.credits).toBe(streakRewardForDay(day - 1));
      expect(current.credits).toBe(streakRewardForDay(day));
      expect(next.credits).toBe(streakRewardForDay(day + 1));
    }
  });
});

describe('streakDayCards', () => {
  it('shows the previous day claimed, the active day current and the next day locked', () => {
    expect(streakDayCards(4, 30)).toEqual([
      { day: 3, state: 'claimed', credits: 25 },
      { day: 4, state: 'current', credits: 30 },
      { day: 5, state: 'locked', credits: 35 },
    ]);
  });

  it('shows day 1 current then days 2 and 3 locked on the first day', () => {
    expect(streakDayCards(1, 15)).toEqual([
      { day: 1, state: 'current', credits: 15 },
      { day: 2, state: 'locked', credits: 20 },
      { day: 3, state: 'locked', credits: 25 },
    ]);
  });

  it('starts from day 2 with day 1 claimed', () => {
    expect(streakDayCards(2, 20)[0]).toEqual({ day: 1, state: 'claimed', credits: 15 });
  });

  it('shows the active day claimed once it is claimed (day 1 too)', () => {
    expect(streakDayCards(4, 30, { claimedToday: true }).map((c) => c.state)).toEqual([
      'claimed',
      'claimed',
      'locked',
    ]);
    expect(streakDayCards(1, 15, { claimedToday: true })[0]).toEqual({
      day: 1,
      state: 'claimed',
      credits: 15,
    });
  });

  it('falls back to the schedule when the amount is missing or invalid', () => {
    expect(streakDayCards(3)[1].credits).toBe(25);
    expect(streakDayCards(3, 0)[1].credits).toBe(25);
    expect(streakDayCards(3, 'x')[1].credits).toBe(25);
    expect(streakDayCards(3, '40')[1].credits).toBe(40);
    expect(streakDayCards(0, null)[0]).toEqual({ day: 1, state: 'current', credits: 15 });
  });
});

describe('checkinCredits', () => {
  it('shows amount_to_claim in the popup', () => {
    expect(checkinCredits(35)).toBe(35);
    expect(checkinCredits('20')).toBe(20);
  });

  it('shows 15 when the amount is missing, 0 or invalid', () => {
    expect(checkinCredits(undefined)).toBe(15);
    expect(checkinCredits(null)).toBe(15);
    expect(checkinCredits(0)).toBe(15);
    expect(checkinCredits(-5)).toBe(15);
    expect(checkinCredits('')).toBe(15);
    expect(checkinCredits('abc')).toBe(15);
    expect(checkinCredits(NaN)).toBe(15);
  });
});

describe('streak calendar days (Pakistan time, UTC+5)', () => {
  it('rolls over at 19:00 UTC, which is midnight in Pakistan', () => {
    expect(streakDateKey(Date.UTC(2025, 0, 1, 18, 59, 59))).toBe('2025-01-01');
    expect(streakDateKey(Date.UTC(2025, 0, 1, 19, 0, 0))).toBe('2025-01-02');
  });

  it('finds the previous day across month and year ends', () => {
    expect(previousDateKey('2025-03-01')).toBe('2025-02-28');
    expect(previousDateKey('2024-03-01')).toBe('2024-02-29');
    expect(previousDateKey('2025-01-01')).toBe('2024-12-31');
  });
});

describe('streakStatus and claimStreak', () => {
  it('starts a new subscriber on day 1 with no streak', () => {
    expect(streakStatus(EMPTY_STREAK_RECORD, '2025-05-10')).toEqual({
      activeDay: 1,
      activeStreak: 0,
      claimedToday: false,
      amountToClaim: 15,
    });
  });

  it('continues the streak the day after a claim', () => {
    const record = { lastClaimDate: '2025-05-09', lastClaimDay: 3 };
    expect(streakStatus(record, '2025-05-10')).toEqual({
      activeDay: 4,
      activeStreak: 3,
      claimedToday: false,
      amountToClaim: 30,
    });
  });

  it('resets to day 1 after a missed day', () => {
    const record = { lastClaimDate: '2025-05-08', lastClaimDay: 3 };
    expect(streakStatus(record, '2025-05-10')).toMatchObject({ activeDay: 1, activeStreak: 0 });
  });

  it('allows one claim per calendar day', () => {
    const first = claimStreak({ lastClaimDate: '2025-05-09', lastClaimDay: 3 }, '2025-05-10');
    expect(first).toEqual({
      ok: true,
      record: { lastClaimDate: '2025-05-10', lastClaimDay: 4 },
      day: 4,
      credits: 30,
    });
    if (!first.ok) throw new Error('first claim failed');
    expect(claimStreak(first.record, '2025-05-10')).toEqual({ ok: false, reason: 'already-claimed' });
    expect(streakStatus(first.record, '2025-05-10')).toEqual({
      activeDay: 4,
      activeStreak: 4,
      claimedToday: true,
      amountToClaim: 30,
    });
  });

  it('pays the schedule over a week of daily claims', () => {
    let record = EMPTY_STREAK_RECORD;
    const paid: number[] = [];
    for (let d = 1; d <= 7; d++) {
      const result = claimStreak(record, `2025-06-0${d}`);
      if (!result.ok) throw new Error(`claim on day ${d} failed`);
      paid.push(result.credits);
      record = result.record;
    }
    expect(paid).toEqual([15, 20, 25, 30, 35, 40, 45]);
  });
});
