import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { writeSession, writeSessionFlag } from '@/lib/session';

// POST /v1/daily-challenges/select-game (the spec's game-select call). On success, as spec section 4 (Game
// selection) says: mark the reward claimed, refresh the streak data, then the caller closes and goes to
// /tasks. The refreshed streak's rewardClaimed replaces the mark (lib/queries/get-active-streak.ts), so
// choosing a game never takes an unclaimed reward away: the server's word stands (decision 1090).
export function useSelectDailyGame({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      expectSuccess(api.POST('/v1/daily-challenges/select-game', { body: { gameId } }), {
        failed: 'messages.genericError',
      }),
    onSuccess: async (_data, gameId) => {
      writeSessionFlag('rewardClaimed');
      writeSession('gameId', gameId);
      await invalidate(queryClient, queryKeys.activeStreak);
      onSuccess?.();
    },
  });
}
