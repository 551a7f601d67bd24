import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listTournaments: GET /v1/tournaments/all, under the same query key as the Home row (decision 0500), so
// Home and /tournaments share one cache entry. Home's row and this page word failures differently, so the
// page picks its message from the failure's kind (tournamentsErrorMessage), whichever screen fetched it.
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

/**
 * Spec section 8: a 200 without success shows the server's `errors` text, else 'Failed to fetch
 * tournaments' (both carried by the ApiError); any other failure shows 'Failed to load tournaments.'.
 */
export function tournamentsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'unsuccessful' && error.message) return error.message;
  return MESSAGES.failedToLoadTournaments;
}
