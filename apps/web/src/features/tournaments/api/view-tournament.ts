import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// viewTournament: POST /v1/tournament/view {id}; the first item of `data` is the tournament.
// Messages (spec section 8, decision 0530): the call threw or answered an error status -> 'Failed to load
// tournament details'; a 200 without success or without a first item -> 'No tournament data available'.

export function tournamentQueryKey(id: string) {
  return $api.queryOptions('post', '/v1/tournament/view', { body: { id } }).queryKey;
}

export function getTournamentQueryOptions(id: string) {
  return queryOptions({
    queryKey: tournamentQueryKey(id),
    queryFn: async ({ signal }) => {
      let body;
      try {
        body = await expectSuccess(api.POST('/v1/tournament/view', { body: { id }, signal }), {
          failed: MESSAGES.failedToLoadTournamentDetails,
        });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unsuccessful') {
          throw new ApiError(MESSAGES.noTournamentData, error.kind, error.status, { cause: error });
        }
        throw error;
      }
      const tournament = body.data[0];
      if (!tournament) throw new ApiError(MESSAGES.noTournamentData, 'unsuccessful', 200);
      return tournament;
    },
  });
}

export function useTournament(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTournamentQueryOptions(id), enabled });
}
