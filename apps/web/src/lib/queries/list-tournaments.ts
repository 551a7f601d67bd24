import { MESSAGES } from '@esr/domain';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ReadOptions } from '@/lib/api-query';
import { queryKeys } from '@/lib/query-keys';

// listTournaments: GET /v1/tournaments/all, read by Home's Weekly Tournaments row and by /tournaments under
// one query key, so both share one cache entry and one query function. The two screens word an HTTP
// failure differently ('Failed to load weekly tournaments' / 'Failed to load tournaments.'): each picks
// its text with failureMessage(error, itsOwnText), whichever screen fetched. A 200 without success shows
// the server's `errors` text, else 'Failed to fetch tournaments' (spec section 8).
export const getTournamentsQueryOptions = () =>
  apiQuery(queryKeys.tournaments, {
    messages: { failed: MESSAGES.failedToLoadTournaments, unsuccessful: MESSAGES.failedToFetchTournaments },
    select: (answer) => answer.data,
  });

export const useTournaments = (options: ReadOptions = {}) =>
  useQuery({ ...getTournamentsQueryOptions(), ...options });
