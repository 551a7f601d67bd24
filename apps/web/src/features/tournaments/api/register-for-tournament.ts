import { registrationInputsDisabled } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, businessMessage, expectSuccess } from '@/lib/api-error';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';

// Register: POST /v1/tournament/view for fresh details, then POST /v1/tournament/entry/checkin (spec
// sections 2 and 7). Messages (spec section 8, decision 0530):
// - the details call fails or answers no tournament -> 'Failed to fetch tournament details';
// - the check-in is answered with a failure (an error status or success false) -> the server's details or
//   message when it gives a reason (not a 5xx: decision 1020), else 'Failed to check in to the tournament';
// - the check-in answers nothing (network, failed token refresh) -> 'Failed to register for the tournament'.
// The contract's "already submitted" answer is a 200 with success true and data.already_submited true.

export type RegistrationValues = Omit<Schemas['TournamentCheckinRequest'], 'id'>;

/** 'closed': the fresh details say registration is no longer open; the page re-renders from them. */
export type RegistrationOutcome = 'registered' | 'already-submitted' | 'closed';

export function useRegisterForTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RegistrationValues): Promise<RegistrationOutcome> => {
      const details = await expectSuccess(api.POST('/v1/tournament/view', { body: { id } }), {
        failed: 'messages.failedToFetchTournamentDetails',
        serverText: false,
      });
      const tournament = details.data[0];
      if (!tournament) throw new ApiError('messages.failedToFetchTournamentDetails', 'unsuccessful', 200);
      queryClient.setQueryData(queryKeys.tournament(id), tournament);
      if (registrationInputsDisabled(tournament.status)) return 'closed';

      const answer = await expectSuccess(
        api.POST('/v1/tournament/entry/checkin', {
          body: {
            id: tournament.tourn_id,
            pubg_id: values.pubg_id.trim(),
            pubg_nick: values.pubg_nick.trim(),
            userEmail: values.userEmail.trim(),
          },
        }),
        { failed: 'messages.failedToCheckIn', network: 'messages.failedToRegister', serverText: false },
      ).catch((error: unknown) => {
        // The server's reason first (not enough credits...), as the spec asks for redeem (decision 1020).
        const reason = businessMessage(error, ['details', 'message']);
        throw reason && error instanceof ApiError
          ? new ApiError(error.messageId, error.kind, error.status, {
              cause: error.cause,
              reason,
            })
          : error;
      });
      return answer.data.already_submited ? 'already-submitted' : 'registered';
    },
    // A registration changes the participant list and may spend credits.
    onSettled: () => invalidateCredits(queryClient, queryKeys.tournament(id), queryKeys.tournaments),
  });
}
