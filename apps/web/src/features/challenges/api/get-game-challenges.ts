import { MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

export type GameChallenge = Schemas['GameChallenge'];

// getGameChallenges: POST /v1/challenges/game/all {id}. The page lists the active challenges (archived 0)
// sorted by makeEntry, unclaimed first (spec section 2).
export const gameChallengesQueryKeyPrefix = ['post', '/v1/challenges/game/all'] as const;

/** Active challenges, unclaimed (makeEntry 0) before claimed (1); otherwise in the server's order. */
export function activeChallenges(challenges: readonly GameChallenge[]): GameChallenge[] {
  return challenges.filter((c) => c.archived === 0).sort((a, b) => a.makeEntry - b.makeEntry);
}

/**
 * Spec section 8, game challenges: 'An error occurred while fetching challenges.' when nothing was
 * answered, else 'Failed to load challenges for this game. Please try again later.' (decision 0510).
 */
export function gameChallengesMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network'
    ? MESSAGES.errorFetchingChallenges
    : MESSAGES.failedToLoadChallenges;
}

export function getGameChallengesQueryOptions(gameId: string) {
  const init = { body: { id: gameId } };
  return queryOptions({
    queryKey: $api.queryOptions('post', '/v1/challenges/game/all', init).queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.POST('/v1/challenges/game/all', { ...init, signal }), {
        failed: MESSAGES.failedToLoadChallenges,
      });
      return { game: body.data.game, challenges: activeChallenges(body.data.challenges) };
    },
  });
}

export function useGameChallenges(gameId: string | null) {
  return useQuery({ ...getGameChallengesQueryOptions(gameId ?? ''), enabled: gameId !== null });
}
