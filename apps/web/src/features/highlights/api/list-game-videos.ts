import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listGameVideos: POST /v1/youtube-videos/game-videos. A call that throws or answers an error status fails
// with MESSAGES.failedToLoadGameVideos; a 200 without success with MESSAGES.failedToFetchGameVideos
// (spec section 8). Section 8 shows the server's `errors` text first only for its four listed fallbacks,
// so this one always says 'Failed to fetch game videos' (docs/decisions/0520).
export function getGameVideosQueryOptions(gameId: string) {
  const init = { body: { gameId } };
  return queryOptions({
    queryKey: $api.queryOptions('post', '/v1/youtube-videos/game-videos', init).queryKey,
    queryFn: async ({ signal }) => {
      try {
        const body = await expectSuccess(api.POST('/v1/youtube-videos/game-videos', { ...init, signal }), {
          failed: MESSAGES.failedToLoadGameVideos,
        });
        return body.data;
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unsuccessful') {
          throw new ApiError(MESSAGES.failedToFetchGameVideos, 'unsuccessful', error.status, {
            cause: error,
          });
        }
        throw error;
      }
    },
  });
}

export function useGameVideos(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getGameVideosQueryOptions(gameId), enabled: enabled && gameId !== '' });
}
