import { describe, expect, it } from 'vitest';
import { dailyChallengeId, readDailyChallengeId } from './daily-tasks';

describe('the daily challenge id', () => {
  it('reads back the template and the day it was built from', () => {
    const id = dailyChallengeId('pubg-daily-1', '2026-11-26');
    expect(id).toBe('pubg-daily-1:2026-11-26');
    expect(readDailyChallengeId(id)).toEqual({ templateId: 'pubg-daily-1', day: '2026-11-26' });
  });

  it('reads nothing from a text of another form', () => {
    for (const text of ['', 'pubg-daily-1', ':2026-11-26', 'pubg-daily-1:26-11-2026', 'a:b:2026-11-26x'])
      expect(readDailyChallengeId(text), text).toBeNull();
  });

  it('refuses to build an id it could not read back', () => {
    expect(() => dailyChallengeId('with:colon', '2026-11-26')).toThrow(/not a daily challenge id/);
    expect(() => dailyChallengeId('pubg', 'today')).toThrow(/not a daily challenge id/);
  });
});
