import { MESSAGES } from '@esr/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { writeSession, writeSessionFlag } from '@/lib/session';

// POST /v1/daily-challenges/select-game (the spec's game-select call). On success: mark the reward
// claimed, remember the game, refresh the streak data (spec section 4, Game selection).
export function useSelectDailyGame({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      expectSuccess(api.POST('/v1/daily-challenges/select-game', { body: { gameId } }), {
        failed: MESSAGES.failedToLoadGames,
      }),
    onSuccess: async (_data, gameId) => {
      writeSessionFlag('rewardClaimed');
      writeSession('gameId', gameId);
      await invalidate(queryClient, queryKeys.activeStreak);
      onSuccess?.();
    },
  });
}
