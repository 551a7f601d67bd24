import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';
import { writeSessionFlag } from '@/lib/session';

// POST /v1/update-daily-streak: claim today's login reward. Failure sets the rewardClaimed flag; the
// streak and the credits are re-fetched either way (spec section 4, Daily check-in).
export function useUpdateDailyStreak({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      expectSuccess(api.POST('/v1/update-daily-streak', { body: {} }), { failed: 'Claim failed' }),
    onSuccess: () => onSuccess?.(),
    onError: () => writeSessionFlag('rewardClaimed'),
    onSettled: () => invalidateCredits(queryClient, queryKeys.activeStreak),
  });
}
