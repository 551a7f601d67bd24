import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listVideoGames: GET /v1/youtube-videos/games. Fails with 'Failed to load game highlights'; a 200 without
// success shows the server's `errors` text, else 'Failed to fetch game highlights' (spec section 8).
export const getVideoGamesQueryOptions = () =>
  apiQuery(queryKeys.videoGames, {
    messages: {
      failed: 'messages.failedToLoadGameHighlights',
      unsuccessful: 'messages.failedToFetchGameHighlights',
    },
    select: (answer) => answer.data,
  });

export const useVideoGames = (options: ReadOptions = {}) =>
  useQuery({ ...getVideoGamesQueryOptions(), ...options });
