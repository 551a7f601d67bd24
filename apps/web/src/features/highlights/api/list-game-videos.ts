import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listGameVideos: POST /v1/youtube-videos/game-videos. A call that throws or answers an error status fails
// with 'Failed to load game videos'; a 200 without success with 'Failed to fetch game videos' (spec section
// 8). Section 8 shows the server's `errors` text first only for its four listed fallbacks, so this one
// always says 'Failed to fetch game videos' (docs/decisions/0520).
export const getGameVideosQueryOptions = (gameId: string) =>
  apiQuery(queryKeys.gameVideos(gameId), {
    messages: {
      failed: 'messages.failedToLoadGameVideos',
      unsuccessful: 'messages.failedToFetchGameVideos',
      serverText: false,
    },
    select: (answer) => answer.data,
  });

export function useGameVideos(gameId: string, { enabled = true }: ReadOptions = {}) {
  return useQuery({ ...getGameVideosQueryOptions(gameId), enabled: enabled && gameId !== '' });
}
