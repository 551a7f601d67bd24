import { MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';

export type EslEnterRequest = Schemas['EslEnterRequest'];

/** The level entered and its credits. */
export type EnteredLevel = Pick<Schemas['EslEnterResponse']['data'], 'game_level' | 'level_credits'>;

// enterEslGame: POST /v1/esl-games/enter with the next level and its credits (spec section 4, Aim Train).
// Failures are shown in a popup: the server's `errors` text or 'Something went wrong.' when the answer
// lacks success, 'An error occurred. Please try again.' when the call failed (spec section 8). The spec's
// answer is success and message only: without the designed `data`, the level entered is the one sent.
export function useEnterEslGame() {
  return useMutation({
    mutationFn: async (body: EslEnterRequest): Promise<EnteredLevel> => {
      const answer = await expectSuccess(api.POST('/v1/esl-games/enter', { body }), {
        failed: MESSAGES.genericError,
        unsuccessful: MESSAGES.somethingWentWrong,
      });
      const data: Partial<EnteredLevel> | undefined = answer.data;
      return {
        game_level: data?.game_level ?? body.game_level,
        level_credits: data?.level_credits ?? body.level_credits,
      };
    },
  });
}
