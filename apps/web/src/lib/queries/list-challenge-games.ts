import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listChallengeGames: POST /v1/challenges/games. Fails with 'Failed to load daily games'; a 200 without
// success shows the server's `errors` text, else 'Failed to fetch daily games' (spec section 8).
export const getChallengeGamesQueryOptions = () =>
  apiQuery(queryKeys.challengeGames, {
    messages: { failed: 'messages.failedToLoadDailyGames', unsuccessful: 'messages.failedToFetchDailyGames' },
    select: (answer) => answer.data,
  });

export const useChallengeGames = (options: ReadOptions = {}) =>
  useQuery({ ...getChallengeGamesQueryOptions(), ...options });
