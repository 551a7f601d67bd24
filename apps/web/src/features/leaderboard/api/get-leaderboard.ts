import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// getLeaderboard: GET /leaderboard, best first. Messages (spec section 8, decision 0530): the server
// answered a failure (an error status or success false) -> 'Failed to fetch leaderboard data'; nothing
// was answered (network, a failed token refresh) -> 'Failed to load leaderboard.'.
const base = $api.queryOptions('get', '/leaderboard');

export const leaderboardQueryKey = base.queryKey;

export function leaderboardErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.kind !== 'network'
    ? MESSAGES.failedToFetchLeaderboard
    : MESSAGES.failedToLoadLeaderboard;
}

export function getLeaderboardQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      try {
        const body = await expectSuccess(api.GET('/leaderboard', { signal }), {
          failed: MESSAGES.failedToFetchLeaderboard,
        });
        return body.data;
      } catch (error) {
        const kind = error instanceof ApiError ? error.kind : 'network';
        const status = error instanceof ApiError ? error.status : undefined;
        throw new ApiError(leaderboardErrorMessage(error), kind, status, { cause: error });
      }
    },
  });
}

export function useLeaderboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLeaderboardQueryOptions(), enabled });
}
