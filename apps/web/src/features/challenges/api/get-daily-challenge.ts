import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// getDailyChallenges: POST /v1/daily-challenges/challenges {gameId}. The first item is today's challenge
// (`archieved` 1 when none is available). A failure the server answered is 'Failed to load daily games';
// /tasks shows 'Error loading tasks.' when nothing was answered (see tasksLoadMessage, decision 0510).
export const dailyChallengesQueryKeyPrefix = ['post', '/v1/daily-challenges/challenges'] as const;

export function getDailyChallengeQueryOptions(gameId: string) {
  const init = { body: { gameId } };
  return queryOptions({
    queryKey: $api.queryOptions('post', '/v1/daily-challenges/challenges', init).queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.POST('/v1/daily-challenges/challenges', { ...init, signal }), {
        failed: MESSAGES.failedToLoadDailyGames,
      });
      return body.data[0] ?? null;
    },
  });
}

export function useDailyChallenge(gameId: string | null) {
  return useQuery({ ...getDailyChallengeQueryOptions(gameId ?? ''), enabled: gameId !== null });
}
