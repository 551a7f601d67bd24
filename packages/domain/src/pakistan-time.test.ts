import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  nextPakistanMidnight,
  pakistanDateKey,
  pakistanMidnight,
  pakistanWallClock,
} from './pakistan-time';

describe('Pakistan time (UTC+5, no daylight saving)', () => {
  it('reads the wall clock five hours ahead of UTC', () => {
    const clock = pakistanWallClock(Date.UTC(2026, 10, 28, 15, 0));
    expect([clock.getUTCDate(), clock.getUTCHours(), clock.getUTCMinutes()]).toEqual([28, 20, 0]);
  });

  it('turns the day at 19:00 UTC, midnight in Pakistan', () => {
    expect(pakistanDateKey(Date.UTC(2025, 0, 1, 18, 59, 59))).toBe('2025-01-01');
    expect(pakistanDateKey(Date.UTC(2025, 0, 1, 19, 0, 0))).toBe('2025-01-02');
    expect(pakistanDateKey(Date.UTC(2025, 6, 1, 19, 0, 0))).toBe('2025-07-02');
  });

  it('starts a day at the instant its date key begins', () => {
    const start = pakistanMidnight('2025-01-02');
    expect(start).toBe(Date.UTC(2025, 0, 1, 19, 0, 0));
    expect(pakistanDateKey(start)).toBe('2025-01-02');
    expect(pakistanDateKey(start - 1)).toBe('2025-01-01');
  });

  it('ends a day at the next midnight in Pakistan, one day after it began', () => {
    const midnight = Date.UTC(2025, 0, 1, 19, 0, 0);
    expect(nextPakistanMidnight(midnight)).toBe(midnight + DAY_MS);
    expect(nextPakistanMidnight(midnight - 1)).toBe(midnight);
    expect(nextPakistanMidnight(Date.UTC(2025, 0, 2, 3, 30))).toBe(midnight + DAY_MS);
    expect(nextPakistanMidnight(midnight) - pakistanMidnight(pakistanDateKey(midnight))).toBe(DAY_MS);
  });
});
