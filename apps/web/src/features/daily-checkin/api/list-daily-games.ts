import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import type { MessageId } from '@/lib/i18n';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// GET /v1/daily-challenges/games: the games the selector offers.

/** The selector's message: 'Error loading games' when nothing was answered, else 'Failed to load games'. */
export function gameSelectorMessage(error: unknown): MessageId {
  return error instanceof ApiError && error.kind === 'network'
    ? 'messages.errorLoadingGames'
    : 'messages.failedToLoadGames';
}

export const getDailyGamesQueryOptions = () =>
  apiQuery(queryKeys.dailyGames, {
    messages: { failed: 'messages.failedToLoadGames' },
    select: (answer) => answer.data,
  });

export const useDailyGames = (options: ReadOptions = {}) =>
  useQuery({ ...getDailyGamesQueryOptions(), ...options });
