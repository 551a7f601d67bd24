import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';
import { expectEntrySaved } from './entry-failure';

// submitDailyEntry: POST /v1/daily-challenges/entry, multipart with entryImage and challengeId. On success
// today's challenge, the streak data, the credits (leaderboard included) and the completed tasks are
// fetched again (spec section 4: the daily task page reloads after success).

export interface DailyEntry {
  challengeId: string;
  image: File;
}

export function useSubmitDailyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, image }: DailyEntry) =>
      expectEntrySaved(
        api.POST('/v1/daily-challenges/entry', {
          body: { entryImage: image, challengeId },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('entryImage', body.entryImage, image.name);
            form.append('challengeId', body.challengeId);
            return form;
          },
        }),
        'messages.failedToSubmitImage',
      ),
    onSuccess: () =>
      invalidateCredits(
        queryClient,
        queryKeys.dailyChallenges,
        queryKeys.activeStreak,
        queryKeys.completedTasks,
      ),
  });
}
