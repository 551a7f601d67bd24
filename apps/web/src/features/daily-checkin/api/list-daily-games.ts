import { MESSAGES } from '@esr/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// GET /v1/daily-challenges/games: the games the selector offers.

/** The selector's message: 'Error loading games' when nothing was answered, else 'Failed to load games'. */
export function gameSelectorMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network'
    ? MESSAGES.errorLoadingGames
    : MESSAGES.failedToLoadGames;
}

export const getDailyGamesQueryOptions = () =>
  apiQuery(queryKeys.dailyGames, {
    messages: { failed: MESSAGES.failedToLoadGames },
    select: (answer) => answer.data,
  });

export const useDailyGames = (options: ReadOptions = {}) =>
  useQuery({ ...getDailyGamesQueryOptions(), ...options });
