import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// GET /v1/daily-challenges/games: the games the selector offers.
const base = $api.queryOptions('get', '/v1/daily-challenges/games');

/** The selector's message: 'Error loading games' when nothing was answered, else 'Failed to load games'. */
export function gameSelectorMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network'
    ? MESSAGES.errorLoadingGames
    : MESSAGES.failedToLoadGames;
}

export function getDailyGamesQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const { data } = await expectSuccess(api.GET('/v1/daily-challenges/games', { signal }), {
        failed: MESSAGES.failedToLoadGames,
      });
      return data;
    },
  });
}

export function useDailyGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDailyGamesQueryOptions(), enabled });
}
