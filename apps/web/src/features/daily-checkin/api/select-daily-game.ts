import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { writeSession, writeSessionFlag } from '@/lib/session';

// POST /v1/daily-challenges/select-game (the spec's game-select call). On success: remember the game and
// refresh the streak data, whose rewardClaimed then says whether today's reward is claimed (spec section
// 4, Game selection). The session's rewardClaimed flag (a refused claim) is cleared: choosing a game never
// takes today's reward away; the server's word stands (decision 0580).
export function useSelectDailyGame({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      expectSuccess(api.POST('/v1/daily-challenges/select-game', { body: { gameId } }), {
        failed: 'messages.genericError',
      }),
    onSuccess: async (_data, gameId) => {
      writeSessionFlag('rewardClaimed', false);
      writeSession('gameId', gameId);
      await invalidate(queryClient, queryKeys.activeStreak);
      onSuccess?.();
    },
  });
}
