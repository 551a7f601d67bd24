import { MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';

export type EslEnterRequest = Schemas['EslEnterRequest'];

// enterEslGame: POST /v1/esl-games/enter with the next level and its credits (spec section 4, Aim Train).
// Failures are shown in a popup: the server's `errors` text or 'Something went wrong.' when the answer
// lacks success, 'An error occurred. Please try again.' when the call failed (spec section 8).
export function useEnterEslGame() {
  return useMutation({
    mutationFn: async (body: EslEnterRequest) => {
      const answer = await expectSuccess(api.POST('/v1/esl-games/enter', { body }), {
        failed: MESSAGES.genericError,
        unsuccessful: MESSAGES.somethingWentWrong,
      });
      return answer.data;
    },
  });
}
