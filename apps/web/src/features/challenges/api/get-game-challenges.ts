import type { Schemas } from '@esr/sdk';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import type { MessageId } from '@/lib/i18n';
import { apiQuery } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

export type GameChallenge = Schemas['GameChallenge'];

// getGameChallenges: POST /v1/challenges/game/all {id}. The page lists the active challenges (archived 0)
// sorted by makeEntry, unclaimed first (spec section 2).

/** Active challenges, unclaimed (makeEntry 0) before claimed (1); otherwise in the server's order. */
export function activeChallenges(challenges: readonly GameChallenge[]): GameChallenge[] {
  return challenges.filter((c) => c.archived === 0).sort((a, b) => a.makeEntry - b.makeEntry);
}

/**
 * Spec section 8, game challenges: 'An error occurred while fetching challenges.' when nothing was
 * answered, else 'Failed to load challenges for this game. Please try again later.' (decision 0510).
 */
export function gameChallengesMessage(error: unknown): MessageId {
  return error instanceof ApiError && error.kind === 'network'
    ? 'messages.errorFetchingChallenges'
    : 'messages.failedToLoadChallenges';
}

export const getGameChallengesQueryOptions = (gameId: string) =>
  apiQuery(queryKeys.gameChallenges(gameId), {
    messages: { failed: 'messages.failedToLoadChallenges' },
    select: ({ data }) => ({ game: data.game, challenges: activeChallenges(data.challenges) }),
  });

/** `enabled` false waits (no session yet, a visitor) without changing the key: a failure stays shown. */
export function useGameChallenges(gameId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getGameChallengesQueryOptions(gameId ?? ''), enabled: enabled && gameId !== null });
}
