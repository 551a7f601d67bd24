import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// checkEslGames: GET /v1/esl-games/check. A 200 without success shows the server's `errors` text, else
// 'Failed to load ESL games', like any other failure (spec section 8).
export const getEslGamesQueryOptions = () =>
  apiQuery(queryKeys.eslGames, {
    messages: { failed: 'messages.failedToLoadEslGames' },
    select: (answer) => answer.data.eslgames,
  });

export const useEslGames = (options: ReadOptions = {}) =>
  useQuery({ ...getEslGamesQueryOptions(), ...options });
