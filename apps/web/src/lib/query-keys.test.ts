import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateCredits, queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('names each read by its call: method, path and body', () => {
    expect(queryKeys.profile).toEqual(['get', '/v1/user/profile']);
    expect(queryKeys.tournament('t-1')).toEqual(['post', '/v1/tournament/view', { body: { id: 't-1' } }]);
    expect(queryKeys.completedTasks).toEqual(['post', '/v1/completed-task/get', { body: {} }]);
  });

  it("makes a path's key without a body the prefix of all its keys", () => {
    const one = queryKeys.dailyChallenge('pubg-mobile');
    expect(one.slice(0, queryKeys.dailyChallenges.length)).toEqual(queryKeys.dailyChallenges);
  });
});

describe('invalidateCredits', () => {
  it('marks the profile, the leaderboard and the keys given stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      profile: queryKeys.profile,
      leaderboard: queryKeys.leaderboard,
      streak: queryKeys.activeStreak,
      pubg: queryKeys.dailyChallenge('pubg-mobile'),
      freefire: queryKeys.dailyChallenge('freefire'),
      tournaments: queryKeys.tournaments,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
    await invalidateCredits(client, queryKeys.dailyChallenges, queryKeys.activeStreak);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['profile', 'leaderboard', 'streak', 'pubg', 'freefire']);
  });
});
