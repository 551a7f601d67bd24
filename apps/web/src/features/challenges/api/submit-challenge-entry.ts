import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCredits, queryKeys } from '@/lib/query-keys';
import { expectEntrySaved } from './entry-failure';

// submitChallengeEntry: POST /v1/challenge/entry with entryImage as a data URL, gameId and challengeId.
// On success the game's challenges (now CLAIMED), the credits (leaderboard included) and the completed
// tasks are fetched again.
export interface ChallengeEntry {
  gameId: string;
  challengeId: string;
  /** The screenshot as a `data:image/...;base64,` URL. */
  imageDataUrl: string;
}

export function useSubmitChallengeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, challengeId, imageDataUrl }: ChallengeEntry) =>
      expectEntrySaved(
        api.POST('/v1/challenge/entry', { body: { entryImage: imageDataUrl, gameId, challengeId } }),
        'messages.failedToSubmitEntry',
      ),
    onSuccess: (_data, { gameId }) =>
      invalidateCredits(queryClient, queryKeys.gameChallenges(gameId), queryKeys.completedTasks),
  });
}
