import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { writeSessionFlag } from '@/lib/session';
import { activeStreakQueryKey } from '@/lib/queries/get-active-streak';

// POST /v1/update-daily-streak: claim today's login reward. Failure sets the rewardClaimed flag; the
// streak is re-fetched either way (spec section 4, Daily check-in).
export function useUpdateDailyStreak({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      expectSuccess(api.POST('/v1/update-daily-streak', { body: {} }), { failed: 'Claim failed' }),
    onSuccess: () => onSuccess?.(),
    onError: () => writeSessionFlag('rewardClaimed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeStreakQueryKey }),
  });
}
