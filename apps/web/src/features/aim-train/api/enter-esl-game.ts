import { aimTrainLevelCredits } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { levelsToTry, rememberPassedLevel, type EslGame } from '../next-level';

/** The level entered and its credits. */
export type EnteredLevel = Pick<Schemas['EslEnterResponse']['data'], 'game_level' | 'level_credits'>;

export interface EnterRequest {
  game: Pick<EslGame, 'game_unique_id' | 'game_name'>;
  /** The level the app believes is next (next-level.ts) and its credits. */
  level: number;
  credits: number;
}

/** The server refused the level: the state forbids it (409), e.g. a level passed or not yet unlocked. */
export const isRefusedLevel = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status === 409;

async function enter(game: EnterRequest['game'], level: number, credits: number): Promise<EnteredLevel> {
  const body = {
    game_unique_id: game.game_unique_id,
    game_name: game.game_name,
    game_level: level,
    level_credits: credits,
  };
  const answer = await expectSuccess(api.POST('/v1/esl-games/enter', { body }), {
    failed: 'messages.genericError',
    unsuccessful: 'messages.somethingWentWrong',
  });
  const data: Partial<EnteredLevel> | undefined = answer.data;
  return { game_level: data?.game_level ?? level, level_credits: data?.level_credits ?? credits };
}

// enterEslGame: POST /v1/esl-games/enter with the next level and its credits (spec section 4, Aim Train).
// Failures are shown in a popup: the server's `errors` text or 'Something went wrong.' when the answer
// lacks success, 'An error occurred. Please try again.' when the call failed (spec section 8). The spec's
// answer is success and message only: without the designed `data`, the level entered is the one sent.
// A level the server refuses (409) was a wrong guess (next-level.ts): the other levels are tried in turn,
// each with its reward from the spec's table, and the one it lets the subscriber enter is remembered on
// this device (decision 1020). Every level refused: the last refusal is the failure shown.
export function useEnterEslGame(msisdn: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, level, credits }: EnterRequest): Promise<EnteredLevel> => {
      let refusal: unknown;
      for (const candidate of levelsToTry(level)) {
        const reward = candidate === level ? credits : (aimTrainLevelCredits(candidate) ?? 0);
        try {
          const entered = await enter(game, candidate, reward);
          rememberPassedLevel(msisdn, entered.game_level - 1);
          return entered;
        } catch (error) {
          if (!isRefusedLevel(error)) throw error;
          refusal ??= error;
        }
      }
      throw refusal;
    },
    // What the app showed was a guess the server corrected: its next reads start from its answers.
    onError: (error) =>
      isRefusedLevel(error) ? invalidate(queryClient, queryKeys.eslGames) : Promise.resolve(),
  });
}
