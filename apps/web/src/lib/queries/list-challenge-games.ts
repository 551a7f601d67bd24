import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listChallengeGames: POST /v1/challenges/games. Fails with MESSAGES.failedToLoadDailyGames; a 200 without success shows the server's
// `errors` text, else MESSAGES.failedToFetchDailyGames (spec section 8).
const base = $api.queryOptions('post', '/v1/challenges/games');

export function getChallengeGamesQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.POST('/v1/challenges/games', { signal, body: {} }), {
        failed: MESSAGES.failedToLoadDailyGames,
        unsuccessful: MESSAGES.failedToFetchDailyGames,
      });
      return body.data;
    },
  });
}

export function useChallengeGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getChallengeGamesQueryOptions(), enabled });
}
