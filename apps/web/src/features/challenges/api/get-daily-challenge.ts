import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// getDailyChallenges: POST /v1/daily-challenges/challenges {gameId}. The first item is today's challenge
// (`archieved` 1 when none is available). A failure the server answered is 'Failed to load daily games';
// /tasks shows 'Error loading tasks.' when nothing was answered (see tasksLoadMessage, decision 0510).
export const getDailyChallengeQueryOptions = (gameId: string) =>
  apiQuery(queryKeys.dailyChallenge(gameId), {
    messages: { failed: 'messages.failedToLoadDailyGames' },
    select: (answer) => answer.data[0] ?? null,
  });

export function useDailyChallenge(gameId: string | null) {
  return useQuery({ ...getDailyChallengeQueryOptions(gameId ?? ''), enabled: gameId !== null });
}
