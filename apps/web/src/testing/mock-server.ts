import { SEEDED } from '@esr/test-support';
import {
  SESSION_KEYS,
  createApiClient,
  createMemoryStore,
  requestAccessToken,
  type ApiClient,
  type OperationId,
  type Schemas,
} from '@esr/sdk';
import { createControlClient, type ControlClient } from '@esr/sdk/control';
import { inject } from 'vitest';
import type { SessionName } from '@/lib/session';

// The mock server started by global-setup.ts, and per-test sessions on it. Every call of a test (the
// app's and the helpers') carries the test's `x-mock-session` id: its own seeded state, clock and faults.

export const MOCK_SESSION_HEADER = 'x-mock-session';

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

/** A fault of the control API (openapi/control.yaml) without its operationId. */
export interface FaultOptions {
  /** Answer this status (one the contract documents for the operation; 401 exercises token refresh). */
  status?: number;
  /** Answer 200 with success false and the server's `errors` text. */
  noSuccess?: true;
  /** With noSuccess: no `errors` text (the client's own message shows). */
  bare?: true;
  /** Answer after this delay (normally, unless status or noSuccess say otherwise). */
  delayMs?: number;
  /** Fail only the next N calls. */
  times?: number;
}

/** The session flags of someone who has seen today's popups (daily check-in, game selector). */
export const POPUPS_SEEN = { dailyCheckinShown: 'true', gameSelectorShown: 'true' } as const;

/** The session storage of a logged-in subscriber with the popups out of the way (renderApp's `session`). */
export type TestSession = Partial<Record<SessionName, string>> & { msisdn: string; accessToken: string };

export interface MockSession {
  readonly id: string;
  /** The typed control client of this session (seeds, clock, faults, journal, subscribers). */
  readonly control: ControlClient;
  readonly subscriber: string;
  /** A token for a seeded subscriber (gamenow when referrer is 'gamenow'). */
  login(msisdn?: string, referrer?: string | null): Promise<{ msisdn: string; token: string }>;
  /** login(), as the session storage of a subscriber who has seen today's popups. */
  session(msisdn?: string, referrer?: string | null): Promise<TestSession>;
  /** Makes every later call of `operation` in this session fail (or wait) as described. */
  fault(operation: OperationId, options: FaultOptions): Promise<void>;
  /** How many times `operation` was called in this session. */
  calls(operation: OperationId): Promise<number>;
  /** The product API as the subscriber with `token`, under this session. */
  api(token: string | null): ApiClient;
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

async function expectOk<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined) throw new Error(`control call failed: ${response.status} ${JSON.stringify(error)}`);
  return data;
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
  const control = createControlClient({ baseUrl: mockServerUrl(), session: id });
  const login = async (msisdn: string = SEEDED.newTrial, referrer: string | null = null) => {
    const token = await requestAccessToken(apiAs(id, null), msisdn, referrer);
    return { msisdn, token };
  };
  return {
    id,
    control,
    subscriber: SEEDED.newTrial,
    login,
    async session(msisdn: string = SEEDED.newTrial, referrer = null) {
      const { token } = await login(msisdn, referrer);
      return { msisdn, accessToken: token, ...POPUPS_SEEN };
    },
    async fault(operation, options) {
      await expectOk(control.PUT('/faults', { body: { operationId: operation, ...options } }));
    },
    async calls(operation) {
      const journal = await expectOk(control.GET('/journal'));
      return journal.entries.filter((entry) => entry.operationId === operation).length;
    },
    api: (token) => apiAs(id, token),
    async advanceDays(days) {
      await expectOk(control.POST('/clock', { body: { advanceDays: days } }));
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
