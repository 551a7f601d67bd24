import { describe, expect, it, vi } from 'vitest';
import { createApiClient, requestAccessToken } from './client';
import { SESSION_KEYS, createMemoryStore } from './session-keys';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const streak = {
  success: true,
  data: {
    active_streak: 1,
    streak_to_claim: 2,
    amount_to_claim: 20,
    rewardClaimed: false,
    gameId: null,
    active_day: 2,
  },
};

/**
 * A fake backend: records every request (with its body read) and answers with `handler`.
 * It refuses to be called as a method, as browsers' window.fetch does ("Illegal invocation").
 */
function fakeBackend(handler: Handler) {
  const calls: { method: string; path: string; auth: string | null; body: string }[] = [];
  const fetchFn = vi.fn(async function (this: unknown, request: Request) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    const body = request.body ? await request.clone().text() : '';
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
      body,
    });
    return handler(request);
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

/** A backend that accepts only `validToken` and issues `freshToken` from /api/v1/jt/gen. */
function tokenBackend(validToken: string, freshToken: string | null) {
  let current = validToken;
  return fakeBackend((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/jt/gen') {
      if (!freshToken) return json(200, { success: true, message: 'ok' });
      current = freshToken;
      return json(200, { success: true, message: 'ok' }, { access_token: freshToken });
    }
    if (request.headers.get('authorization') !== `Bearer ${current}`) {
      return json(401, { success: false, message: 'Unauthorized' });
    }
    return json(200, streak);
  });
}

function setup(
  options: { token?: string; msisdn?: string; refferer?: string; search?: string },
  backend: ReturnType<typeof fakeBackend>,
) {
  const storage = createMemoryStore();
  if (options.token) storage.setItem(SESSION_KEYS.accessToken, options.token);
  if (options.msisdn) storage.setItem(SESSION_KEYS.msisdn, options.msisdn);
  if (options.refferer) storage.setItem(SESSION_KEYS.refferer, options.refferer);
  const onSessionCleared = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    storage,
    search: () => options.search ?? '',
    fetch: backend.fetch,
    onSessionCleared,
  });
  return { client, storage, onSessionCleared };
}

describe('auth middleware', () => {
  it('sends the bearer token from session storage on every call', async () => {
    const backend = tokenBackend('t1', 't2');
    const { client } = setup({ token: 't1', msisdn: '923001234567' }, backend);
    await client.GET('/v1/active-streak');
    await client.GET('/v1/tournaments/all');
    expect(backend.calls.map((c) => c.auth)).toEqual(['Bearer t1', 'Bearer t1']);
  });

  it('on a 401 gets a fresh token with the stored msisdn and retries once with it', async () => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client, storage } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    const { data, response } = await client.GET('/v1/active-streak');
    expect(response.status).toBe(200);
    expect(data).toEqual(streak);
    expect(backend.calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      'GET /api/v1/active-streak Bearer expired',
      'POST /api/v1/jt/gen null',
      'GET /api/v1/active-streak Bearer fresh',
    ]);
    expect(JSON.parse(backend.calls[1]!.body)).toEqual({ msisdn: '923001234567', refferer: null });
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('fresh');
  });

  it("cancels the 401's unread body before the retry (its connection is not kept open)", async () => {
    const cancelled = vi.fn();
    let first = true;
    const backend = fakeBackend((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/jt/gen') return json(200, { success: true }, { access_token: 'fresh' });
      if (first) {
        first = false;
        const body = new ReadableStream({ pull: () => undefined, cancel: cancelled });
        return new Response(body, { status: 401, headers: { 'content-type': 'application/json' } });
      }
      return json(200, streak);
    });
    const { client } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    const { response } = await client.GET('/v1/active-streak');
    expect(response.status).toBe(200);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('takes the msisdn from query parameter a when the session has none', async () => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client, storage } = setup({ token: 'expired', search: '?a=923331112222' }, backend);
    await client.GET('/v1/active-streak');
    expect(JSON.parse(backend.calls[1]!.body)).toMatchObject({ msisdn: '923331112222' });
    expect(storage.getItem(SESSION_KEYS.msisdn)).toBe('923331112222');
  });

  it.each([
    [{ msisdn: '923001234567', refferer: 'gamenow' }, 'gamenow'],
    [{ msisdn: '923001234567', refferer: 'GameNow' }, null],
    [{ msisdn: '923001234567', refferer: 'partner' }, null],
    [{ search: '?a=923001234567&referer=gamenow' }, 'gamenow'],
    [{ search: '?a=923001234567&refferer=gamenow' }, 'gamenow'],
    [{ search: '?a=923001234567&referer=other' }, null],
  ])('sends the referrer only when it equals gamenow (%o -> %s)', async (input, expected) => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client } = setup({ token: 'expired', ...input }, backend);
    await client.GET('/v1/active-streak');
    expect(JSON.parse(backend.calls[1]!.body).refferer).toBe(expected);
  });

  it("keeps a logged-in session's referrer: a gamenow link opened in its tab makes no partner token", async () => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client } = setup(
      { token: 'expired', msisdn: '923001234567', search: '?refferer=gamenow' },
      backend,
    );
    await client.GET('/v1/active-streak');
    expect(JSON.parse(backend.calls[1]!.body).refferer).toBeNull();
  });

  it('retries a request with its original body', async () => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    await client.POST('/v1/tournament/view', { body: { id: 't-42' } });
    const views = backend.calls.filter((c) => c.path === '/api/v1/tournament/view');
    expect(views.map((c) => [c.auth, JSON.parse(c.body)])).toEqual([
      ['Bearer expired', { id: 't-42' }],
      ['Bearer fresh', { id: 't-42' }],
    ]);
  });

  it('retries only once: a second 401 is handed to the caller', async () => {
    const backend = fakeBackend((request) =>
      new URL(request.url).pathname === '/api/v1/jt/gen'
        ? json(200, { success: true, message: 'ok' }, { access_token: 'fresh' })
        : json(401, { success: false, message: 'Unauthorized' }),
    );
    const { client } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    const { error, response } = await client.GET('/v1/active-streak');
    expect(response.status).toBe(401);
    expect(error).toEqual({ success: false, message: 'Unauthorized' });
    expect(backend.calls).toHaveLength(3);
  });

  it("fails further 401s with 'Token refreshongoing' while a refresh is in flight", async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let token = 'not-issued-yet';
    const backend = fakeBackend(async (request) => {
      if (new URL(request.url).pathname === '/api/v1/jt/gen') {
        await refreshGate;
        token = 'fresh';
        return json(200, { success: true, message: 'ok' }, { access_token: 'fresh' });
      }
      return request.headers.get('authorization') === `Bearer ${token}`
        ? json(200, streak)
        : json(401, { success: false, message: 'Unauthorized' });
    });
    const { client } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    const first = client.GET('/v1/active-streak');
    await vi.waitFor(() => expect(backend.calls.some((c) => c.path === '/api/v1/jt/gen')).toBe(true));
    const second = client.GET('/v1/tournaments/all');
    await expect(second).rejects.toThrow('Token refreshongoing');
    releaseRefresh();
    await expect(first).resolves.toMatchObject({ data: streak });
    expect(backend.calls.filter((c) => c.path === '/api/v1/jt/gen')).toHaveLength(1);
  });

  it('a refresh that answers no token fails with the spec message and clears token and msisdn', async () => {
    const backend = tokenBackend('never', null);
    const { client, storage, onSessionCleared } = setup(
      { token: 'expired', msisdn: '923001234567' },
      backend,
    );
    await expect(client.GET('/v1/active-streak')).rejects.toThrow('No token received from refresh endpoint');
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.msisdn)).toBeNull();
    expect(onSessionCleared).toHaveBeenCalledOnce();
  });

  it('a refresh refused by the server (403) also clears the session', async () => {
    const backend = fakeBackend((request) =>
      new URL(request.url).pathname === '/api/v1/jt/gen'
        ? json(403, { success: false, message: 'Not subscribed' })
        : json(401, { success: false, message: 'Unauthorized' }),
    );
    const { client, storage } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    await expect(client.GET('/v1/active-streak')).rejects.toThrow('No token received from refresh endpoint');
    expect(storage.getItem(SESSION_KEYS.msisdn)).toBeNull();
  });

  it("fails with 'MSISDN not found' when neither the session nor the URL has one", async () => {
    const backend = tokenBackend('fresh', 'fresh');
    const { client, storage } = setup({ token: 'expired', refferer: 'gamenow' }, backend);
    await expect(client.GET('/v1/active-streak')).rejects.toThrow('MSISDN not found');
    expect(backend.calls.map((c) => c.path)).toEqual(['/api/v1/active-streak']);
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('never runs the refresh on the token call itself', async () => {
    const backend = fakeBackend(() => json(401, { success: false, message: 'Unauthorized' }));
    const { client } = setup({ token: 'expired', msisdn: '923001234567' }, backend);
    const { response } = await client.POST('/v1/jt/gen', {
      body: { msisdn: '923001234567', refferer: null },
    });
    expect(response.status).toBe(401);
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]!.auth).toBeNull();
  });

  it('passes other errors on untouched', async () => {
    const backend = fakeBackend(() => json(500, { success: false, message: 'Internal server error' }));
    const { client, storage } = setup({ token: 't1', msisdn: '923001234567' }, backend);
    const { error, response } = await client.GET('/v1/active-streak');
    expect(response.status).toBe(500);
    expect(error).toEqual({ success: false, message: 'Internal server error' });
    expect(backend.calls).toHaveLength(1);
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('t1');
  });
});

describe('requestAccessToken', () => {
  it('answers the token from the access_token header', async () => {
    const backend = tokenBackend('x', 'new-token');
    const { client } = setup({}, backend);
    await expect(requestAccessToken(client, '923001234567', 'gamenow')).resolves.toBe('new-token');
    expect(JSON.parse(backend.calls[0]!.body)).toEqual({ msisdn: '923001234567', refferer: 'gamenow' });
  });

  it("throws 'No access token received' when the answer has no token", async () => {
    const backend = fakeBackend(() => json(404, { success: false, message: 'Unknown number' }));
    const { client } = setup({}, backend);
    await expect(requestAccessToken(client, '923009999999', null)).rejects.toThrow(
      'No access token received',
    );
  });
});
