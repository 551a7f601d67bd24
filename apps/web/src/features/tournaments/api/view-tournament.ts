import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import type { Tournament } from '@/lib/queries/list-tournaments';
import { queryKeys } from '@/lib/query-keys';

// viewTournament: POST /v1/tournament/view {id}; the first item of `data` is the tournament.
// Messages (spec section 8, decision 0530): the call threw or answered an error status -> 'Failed to load
// tournament details'; a 200 without success or without a first item -> 'No tournament data available'.
export const getTournamentQueryOptions = (id: string) =>
  apiQuery(queryKeys.tournament(id), {
    messages: {
      failed: 'messages.failedToLoadTournamentDetails',
      unsuccessful: 'messages.noTournamentData',
      serverText: false,
    },
    select: ({ data: [tournament] }): Tournament => {
      if (!tournament) throw new ApiError('messages.noTournamentData', 'unsuccessful', 200);
      return tournament;
    },
  });

export function useTournament(id: string, options: ReadOptions = {}) {
  return useQuery({ ...getTournamentQueryOptions(id), ...options });
}
