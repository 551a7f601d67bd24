import {
  SESSION_KEYS,
  createApiClient,
  createMemoryStore,
  requestAccessToken,
  type ApiClient,
  type OperationId,
  type Schemas,
} from '@esr/sdk';
import { inject } from 'vitest';

// The mock server started by global-setup.ts, and per-test sessions on it. Every call of a test (the
// app's and the helpers') carries the test's `x-mock-session` id: its own seeded state, clock and faults.

export const MOCK_SESSION_HEADER = 'x-mock-session';

/** A seeded, subscribed number of the mock server's default seed. */
export const SUBSCRIBER_MSISDN = '923001234567';
/** A well-formed number the server does not know: no token. */
export const UNKNOWN_MSISDN = '923009999999';

export function mockServerUrl(): string {
  const url = inject('mockServerUrl');
  // Without a server (not built yet) calls fail to connect; only pure UI tests can pass then.
  if (!url) return 'http://127.0.0.1:9';
  return url;
}

/** A fetch that sends every request (token refreshes included) under one mock-server session. */
export function withMockSession(sessionId: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set(MOCK_SESSION_HEADER, sessionId);
    return globalThis.fetch(request);
  };
}

export interface FaultOptions {
  /** Answer this status with the contract's error shape. */
  status?: number;
  /** Answer 200 with success false (and `errors` when given). */
  noSuccess?: boolean;
  errors?: string;
  /** Drop the connection: nothing is answered. */
  network?: boolean;
  /** Answer normally after this delay. */
  delayMs?: number;
}

export interface MockSession {
  readonly id: string;
  readonly subscriber: string;
  /** A token for a seeded subscriber (gamenow when referrer is 'gamenow'). */
  login(msisdn?: string, referrer?: string | null): Promise<{ msisdn: string; token: string }>;
  /** Makes every later call of `operation` in this session fail (or wait) as described. */
  fault(operation: OperationId, options: FaultOptions): Promise<void>;
  /** How many times `operation` was called in this session. */
  calls(operation: OperationId): Promise<number>;
  /** Moves this session's clock forward. */
  advanceDays(days: number): Promise<void>;
  // Reads and actions through the product API, as the subscriber with `token`.
  streak(token: string): Promise<Schemas['StreakData']>;
  claimStreak(token: string): Promise<void>;
  selectGame(token: string, gameId?: string): Promise<void>;
  eslGames(token: string): Promise<Schemas['EslGame'][]>;
  tournaments(token: string): Promise<Schemas['Tournament'][]>;
}

let counter = 0;

async function control(sessionId: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${mockServerUrl()}/__mock${path}`, {
    method,
    headers: { 'content-type': 'application/json', [MOCK_SESSION_HEADER]: sessionId },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

function apiAs(sessionId: string, token: string | null): ApiClient {
  return createApiClient({
    baseUrl: `${mockServerUrl()}/api`,
    storage: createMemoryStore(token ? { [SESSION_KEYS.accessToken]: token } : {}),
    search: () => '',
    fetch: withMockSession(sessionId),
  });
}

/** A fresh mock-server session with the default seed. */
export async function createMockSession(): Promise<MockSession> {
  counter += 1;
  const id = `web-${process.pid}-${Date.now().toString(36)}-${counter}`;
  const data = async <T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> => {
    const { data, error } = await call;
    if (data === undefined) throw new Error(`mock call failed: ${JSON.stringify(error)}`);
    return data;
  };
  return {
    id,
    subscriber: SUBSCRIBER_MSISDN,
    async login(msisdn = SUBSCRIBER_MSISDN, referrer = null) {
      const token = await requestAccessToken(apiAs(id, null), msisdn, referrer);
      return { msisdn, token };
    },
    async fault(operation, options) {
      await control(id, 'POST', '/faults', { operationId: operation, ...options });
    },
    async calls(operation) {
      const journal = (await control(id, 'GET', '/journal')) as { operationId?: string }[];
      return journal.filter((entry) => entry.operationId === operation).length;
    },
    async advanceDays(days) {
      await control(id, 'POST', '/clock/advance', { ms: days * 86_400_000 });
    },
    async streak(token) {
      return (await data(apiAs(id, token).GET('/v1/active-streak'))).data;
    },
    async claimStreak(token) {
      await data(apiAs(id, token).POST('/v1/update-daily-streak', { body: {} }));
    },
    async selectGame(token, gameId) {
      const api = apiAs(id, token);
      const chosen = gameId ?? (await data(api.GET('/v1/daily-challenges/games'))).data[0]?.gameId;
      if (!chosen) throw new Error('the seed has no daily games');
      await data(api.POST('/v1/daily-challenges/select-game', { body: { gameId: chosen } }));
    },
    async eslGames(token) {
      return (await data(apiAs(id, token).GET('/v1/esl-games/check'))).data.eslgames;
    },
    async tournaments(token) {
      return (await data(apiAs(id, token).GET('/v1/tournaments/all'))).data;
    },
  };
}
