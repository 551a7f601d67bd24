import { SESSION_KEYS } from '@esr/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from './api';
import { ApiError } from './api-error';
import { apiQuery } from './api-query';
import { queryKeys } from './query-keys';

// The read factory against a recording fetch: the call is the one the key names.

interface Seen {
  method: string;
  path: string;
  body: string;
}

let seen: Seen[];
let answer: unknown;

beforeEach(() => {
  seen = [];
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'a-token');
  configureApi({
    baseUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      seen.push({ method: request.method, path: url.pathname, body: await request.text() });
      return Response.json(answer);
    },
  });
});

afterEach(() => configureApi({}));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('apiQuery', () => {
  it("makes the key's call, body included, and keeps what `select` picks", async () => {
    answer = { success: true, data: [{ tourn_id: 't-1', tourn_name: 'Weekly Cup' }] };
    const query = apiQuery(queryKeys.tournament('t-1'), {
      messages: { failed: 'messages.failedToLoadTournamentDetails' },
      select: (body) => body.data[0]?.tourn_name,
    });
    await expect(client().fetchQuery(query)).resolves.toBe('Weekly Cup');
    expect(seen).toEqual([{ method: 'POST', path: '/api/v1/tournament/view', body: '{"id":"t-1"}' }]);
  });

  it('a GET key makes a GET without a body', async () => {
    answer = { success: true, data: [] };
    await client().fetchQuery(
      apiQuery(queryKeys.tournaments, {
        messages: { failed: 'messages.failedToFetchTournaments' },
        select: (body) => body.data,
      }),
    );
    expect(seen).toEqual([{ method: 'GET', path: '/api/v1/tournaments/all', body: '' }]);
  });

  it("fails with the spec's text: the server's errors first, then the fallback", async () => {
    const messages = {
      failed: 'messages.failedToLoadWeeklyTournaments',
      unsuccessful: 'messages.failedToFetchTournaments',
    } as const;
    const query = apiQuery(queryKeys.tournaments, { messages, select: (body) => body.data });
    answer = { success: false, errors: 'Tournaments are paused' };
    const paused = await client()
      .fetchQuery(query)
      .catch((error: unknown) => error);
    expect(paused).toBeInstanceOf(ApiError);
    expect((paused as ApiError).shown).toEqual({ verbatim: 'Tournaments are paused' });
    expect([(paused as ApiError).kind, (paused as ApiError).status]).toEqual(['unsuccessful', 200]);
    answer = { success: false };
    const bare = await client()
      .fetchQuery(query)
      .catch((error: unknown) => error);
    expect((bare as ApiError).shown).toBe('messages.failedToFetchTournaments');
  });
});
