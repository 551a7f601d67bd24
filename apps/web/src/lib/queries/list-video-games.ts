import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listVideoGames: GET /v1/youtube-videos/games. Fails with MESSAGES.failedToLoadGameHighlights; a 200 without success shows the server's
// `errors` text, else MESSAGES.failedToFetchGameHighlights (spec section 8).
const base = $api.queryOptions('get', '/v1/youtube-videos/games');

export function getVideoGamesQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.GET('/v1/youtube-videos/games', { signal }), {
        failed: MESSAGES.failedToLoadGameHighlights,
        unsuccessful: MESSAGES.failedToFetchGameHighlights,
      });
      return body.data;
    },
  });
}

export function useVideoGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVideoGamesQueryOptions(), enabled });
}
