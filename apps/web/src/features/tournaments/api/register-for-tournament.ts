import { MESSAGES, registrationInputsDisabled } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';
import { tournamentsQueryKey } from '@/lib/queries/list-tournaments';
import { tournamentQueryKey } from './view-tournament';

// Register: POST /v1/tournament/view for fresh details, then POST /v1/tournament/entry/checkin (spec
// sections 2 and 7). Messages (spec section 8, decision 0530):
// - the details call fails or answers no tournament -> 'Failed to fetch tournament details';
// - the check-in is answered with a failure (an error status or success false) -> 'Failed to check in to
//   the tournament';
// - the check-in answers nothing (network, failed token refresh) -> 'Failed to register for the tournament'.
// The contract's "already submitted" answer is a 200 with success true and data.already_submited true.

export type RegistrationValues = Omit<Schemas['TournamentCheckinRequest'], 'id'>;

/** 'closed': the fresh details say registration is no longer open; the page re-renders from them. */
export type RegistrationOutcome = 'registered' | 'already-submitted' | 'closed';

function relabel(error: unknown, message: string): never {
  if (error instanceof ApiError) throw new ApiError(message, error.kind, error.status, { cause: error });
  throw new ApiError(message, 'network', undefined, { cause: error });
}

export function useRegisterForTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RegistrationValues): Promise<RegistrationOutcome> => {
      let tournament: Schemas['Tournament'] | undefined;
      try {
        const details = await expectSuccess(api.POST('/v1/tournament/view', { body: { id } }), {
          failed: MESSAGES.failedToFetchTournamentDetails,
        });
        tournament = details.data[0];
      } catch (error) {
        relabel(error, MESSAGES.failedToFetchTournamentDetails);
      }
      if (!tournament) throw new ApiError(MESSAGES.failedToFetchTournamentDetails, 'unsuccessful', 200);
      queryClient.setQueryData(tournamentQueryKey(id), tournament);
      if (registrationInputsDisabled(tournament.status)) return 'closed';

      try {
        const answer = await expectSuccess(
          api.POST('/v1/tournament/entry/checkin', {
            body: {
              id: tournament.tourn_id,
              pubg_id: values.pubg_id.trim(),
              pubg_nick: values.pubg_nick.trim(),
              userEmail: values.userEmail.trim(),
            },
          }),
          { failed: MESSAGES.failedToCheckIn },
        );
        return answer.data.already_submited ? 'already-submitted' : 'registered';
      } catch (error) {
        const nothingAnswered = !(error instanceof ApiError) || error.kind === 'network';
        relabel(error, nothingAnswered ? MESSAGES.failedToRegister : MESSAGES.failedToCheckIn);
      }
    },
    // A registration changes the participant list and may spend credits.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: tournamentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/v1/user/profile').queryKey }),
        queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/leaderboard').queryKey }),
      ]),
  });
}
