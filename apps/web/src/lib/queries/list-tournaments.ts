import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listTournaments: GET /v1/tournaments/all, read by Home's Weekly Tournaments row and by /tournaments under
// one query key, so both share one cache entry and one query function. The two screens word an HTTP
// failure differently ('Failed to load weekly tournaments' / 'Failed to load tournaments.'): each picks
// its text with failureMessage(error, itsOwnText), whichever screen fetched. A 200 without success shows
// the server's `errors` text, else 'Failed to fetch tournaments' (spec section 8).
const base = $api.queryOptions('get', '/v1/tournaments/all');

export const tournamentsQueryKey = base.queryKey;

export function getTournamentsQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.GET('/v1/tournaments/all', { signal }), {
        failed: MESSAGES.failedToLoadTournaments,
        unsuccessful: MESSAGES.failedToFetchTournaments,
      });
      return body.data;
    },
  });
}

export function useTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTournamentsQueryOptions(), enabled });
}
