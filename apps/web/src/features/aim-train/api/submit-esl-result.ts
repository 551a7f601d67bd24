import { aimTrainIsPassed } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';
import { rememberPassedLevel } from '../next-level';

export type EslResultRequest = Schemas['EslResultRequest'];
type EslResultData = Schemas['EslResultResponse']['data'];

// submitEslGameResult: POST /v1/esl-games/result with is_passed '1' or '0' (spec section 4). A pass
// credits the level's reward once; the next visit offers the next level, so the ESL games and every
// query that shows credits (the leaderboard too) are refetched. The spec shows neither this call's path
// nor its answer: a pass the server took is also remembered on this device (next-level.ts), and the
// answer's designed `data` is read only when it is there.
export function useSubmitEslResult(msisdn: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EslResultRequest): Promise<Partial<EslResultData>> => {
      const answer = await expectSuccess(api.POST('/v1/esl-games/result', { body }), {
        failed: 'messages.genericError',
      });
      return answer.data ?? {};
    },
    onSuccess: (_data, body) => {
      if (body.is_passed === aimTrainIsPassed(true)) rememberPassedLevel(msisdn, body.game_level);
    },
    onSettled: () => invalidateCredits(queryClient, queryKeys.eslGames),
  });
}

/**
 * exitEslGame: POST /v1/esl-games/exit when the player leaves a level without a result (back button,
 * another route). Closes the server's play session; nothing is credited. Best effort: the page is
 * going away, so a failure is not shown.
 */
export function exitEslGame(gameUniqueId: string, level: number): void {
  void api
    .POST('/v1/esl-games/exit', { body: { game_unique_id: gameUniqueId, game_level: level } })
    .catch(() => undefined);
}
