import { MESSAGES } from '@esr/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { expectSuccess } from '@/lib/api-error';
import { $api } from '@/lib/query';

// listTournaments: GET /v1/tournaments/all. Fails with MESSAGES.failedToLoadWeeklyTournaments; a 200 without success shows the server's
// `errors` text, else MESSAGES.failedToFetchTournaments (spec section 8).
const base = $api.queryOptions('get', '/v1/tournaments/all');

export function getTournamentsQueryOptions() {
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: async ({ signal }) => {
      const body = await expectSuccess(api.GET('/v1/tournaments/all', { signal }), {
        failed: MESSAGES.failedToLoadWeeklyTournaments,
        unsuccessful: MESSAGES.failedToFetchTournaments,
      });
      return body.data;
    },
  });
}

export function useTournaments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTournamentsQueryOptions(), enabled });
}
