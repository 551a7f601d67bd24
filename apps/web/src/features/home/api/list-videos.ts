import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listVideos: GET /v1/youtube-videos. Fails with 'Failed to load highlights'; a 200 without success shows
// the server's `errors` text, else 'Failed to fetch highlights' (spec section 8).
export const getVideosQueryOptions = () =>
  apiQuery(queryKeys.videos, {
    messages: { failed: 'messages.failedToLoadHighlights', unsuccessful: 'messages.failedToFetchHighlights' },
    select: (answer) => answer.data,
  });

export const useVideos = (options: ReadOptions = {}) => useQuery({ ...getVideosQueryOptions(), ...options });
