import { MESSAGES } from '@esr/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// getLeaderboard: GET /leaderboard, best first. Messages (spec section 8, decision 0530): the server
// answered a failure (an error status or success false) -> 'Failed to fetch leaderboard data'; nothing
// was answered (network, a failed token refresh) -> 'Failed to load leaderboard.'.
export function leaderboardErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.kind !== 'network'
    ? MESSAGES.failedToFetchLeaderboard
    : MESSAGES.failedToLoadLeaderboard;
}

export const getLeaderboardQueryOptions = () =>
  apiQuery(queryKeys.leaderboard, {
    messages: {
      failed: MESSAGES.failedToFetchLeaderboard,
      network: MESSAGES.failedToLoadLeaderboard,
      serverText: false,
    },
    select: (answer) => answer.data,
  });

export const useLeaderboard = (options: ReadOptions = {}) =>
  useQuery({ ...getLeaderboardQueryOptions(), ...options });
