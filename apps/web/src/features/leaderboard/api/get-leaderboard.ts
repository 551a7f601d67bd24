import type { Schemas } from '@esr/sdk';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import type { MessageId } from '@/lib/i18n';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// getLeaderboard: GET /leaderboard, best first. Messages (spec section 8, decision 0530): the server
// answered a failure (an error status or success false) -> 'Failed to fetch leaderboard data'; nothing
// was answered (network, a failed token refresh) -> 'Failed to load leaderboard.'.
export function leaderboardErrorMessage(error: unknown): MessageId {
  return error instanceof ApiError && error.kind !== 'network'
    ? 'messages.failedToFetchLeaderboard'
    : 'messages.failedToLoadLeaderboard';
}

/**
 * An entry with the fields spec section 3 lists. The designed `rank` is dropped here, so no screen can
 * lean on it: the operator's backend sends none, and the list's order is its ranking.
 */
export type LeaderboardEntry = Omit<Schemas['LeaderboardEntry'], 'rank'>;

export const getLeaderboardQueryOptions = () =>
  apiQuery(queryKeys.leaderboard, {
    messages: {
      failed: 'messages.failedToFetchLeaderboard',
      network: 'messages.failedToLoadLeaderboard',
      serverText: false,
    },
    select: (answer): LeaderboardEntry[] => answer.data,
  });

export const useLeaderboard = (options: ReadOptions = {}) =>
  useQuery({ ...getLeaderboardQueryOptions(), ...options });
