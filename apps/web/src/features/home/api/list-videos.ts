import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listVideos: GET /v1/youtube-videos. Fails with MESSAGES.failedToLoadHighlights; a 200 without success shows the server's
// `errors` text, else MESSAGES.failedToFetchHighlights (spec section 8).
const base = $api.queryOptions('get', '/v1/youtube-videos');

export function getVideosQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.GET('/v1/youtube-videos', { signal }), {
        failed: MESSAGES.failedToLoadHighlights,
        unsuccessful: MESSAGES.failedToFetchHighlights,
      });
      return body.data;
    },
  });
}

export function useVideos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getVideosQueryOptions(), enabled });
}
