import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';
import { writeSessionFlag } from '@/lib/session';
import { CLAIM_BODY, CLAIM_PATH } from '../claim-request';

// POST /v1/update-daily-streak: claim today's login reward. Failure sets the rewardClaimed flag; the
// streak and the credits are re-fetched either way (spec section 4, Daily check-in), and the re-fetched
// streak's rewardClaimed replaces the flag: a refusal because the day is claimed stays 'Already Claimed',
// a transient failure (5xx, no answer) offers Claim again (issue 39). The caller says why it failed
// (decision 1020): the spec's 'Already Claimed' alone would read as a reward given.
export function useUpdateDailyStreak({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      expectSuccess(api.POST(CLAIM_PATH, { body: CLAIM_BODY }), { failed: 'messages.genericError' }),
    onSuccess: () => onSuccess?.(),
    onError: (error) => {
      writeSessionFlag('rewardClaimed');
      onError?.(error);
    },
    onSettled: () => invalidateCredits(queryClient, queryKeys.activeStreak),
  });
}
