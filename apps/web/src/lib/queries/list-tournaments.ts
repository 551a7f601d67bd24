import type { Schemas } from '@esr/sdk';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listTournaments: GET /v1/tournaments/all, read by Home's Weekly Tournaments row and by /tournaments under
// one query key, so both share one cache entry and one query function. The two screens word an HTTP
// failure differently ('Failed to load weekly tournaments' / 'Failed to load tournaments.'): each picks
// its text with failureMessage(error, itsOwnText), whichever screen fetched. A 200 without success shows
// the server's `errors` text, else 'Failed to fetch tournaments' (spec section 8).
/**
 * A tournament with the fields spec section 3 lists. The designed `game` is dropped here, so no screen can
 * pick artwork by it: the art is the API's `banner`, else ours matched by the tournament's name.
 */
export type Tournament = Omit<Schemas['Tournament'], 'game'>;

export const getTournamentsQueryOptions = () =>
  apiQuery(queryKeys.tournaments, {
    messages: {
      failed: 'messages.failedToLoadTournaments',
      unsuccessful: 'messages.failedToFetchTournaments',
    },
    select: (answer): Tournament[] => answer.data,
  });

export const useTournaments = (options: ReadOptions = {}) =>
  useQuery({ ...getTournamentsQueryOptions(), ...options });
