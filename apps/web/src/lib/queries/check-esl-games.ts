import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// checkEslGames: GET /v1/esl-games/check. Fails with MESSAGES.failedToLoadEslGames; a 200 without success shows the server's
// `errors` text, else MESSAGES.failedToLoadEslGames (spec section 8).
const base = $api.queryOptions('get', '/v1/esl-games/check');

export function getEslGamesQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.GET('/v1/esl-games/check', { signal }), {
        failed: MESSAGES.failedToLoadEslGames,
        unsuccessful: MESSAGES.failedToLoadEslGames,
      });
      return body.data.eslgames;
    },
  });
}

export function useEslGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEslGamesQueryOptions(), enabled });
}
