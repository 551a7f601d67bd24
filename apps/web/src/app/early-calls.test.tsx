import { SEEDED } from '@esr/test-support';
import type { OperationId } from '@esr/sdk';
import { SESSION_KEYS } from '@esr/sdk';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { EARLY_CALLS_PROPERTY, earlyCallsOf } from '@/lib/api-early-calls';
import type { SessionName } from '@/lib/session';
import { externalNavigations } from '@/testing/external-navigations';
import {
  createMockSession,
  mockServerUrl,
  UNKNOWN_MSISDN,
  withMockSession,
  type MockSession,
} from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { startFirstCalls } from './bootstrap';

// The bootstrap's calls in the app (decision 1010), against the real mock server: the document's inline
// bootstrap sends the login and the first screen's reads at parse; the app then makes the same requests
// and gets those answers instead of sending them again. The spec's rules hold over them: a refused login
// goes to the landing page; a 401 is refreshed once; a failed refresh clears the token and the msisdn.

let mock: MockSession;
beforeEach(async () => {
  mock = await createMockSession();
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_PROPERTY];
});

const HOME_READS: OperationId[] = [
  'getActiveStreak',
  'getProfile',
  'checkEslGames',
  'listChallengeGames',
  'listTournaments',
  'listVideoGames',
  'listVideos',
];

/** The page at `route`, with the session storage given, as the document's bootstrap runs in it. */
function openWithBootstrap(route: string, stored: Partial<Record<SessionName, string>> = {}) {
  for (const [name, value] of Object.entries(stored))
    sessionStorage.setItem(SESSION_KEYS[name as SessionName], value);
  const url = new URL(route, mockServerUrl());
  // The API base the app's client uses in the tests is the mock server's /api (testing/render-app.tsx).
  expect(env.VITE_API_BASE_URL).toBe('/api');
  const page = {
    location: { href: url.href, pathname: url.pathname, search: url.search },
    sessionStorage,
    fetch: withMockSession(mock.id),
  };
  const { calls, done } = startFirstCalls(page);
  // In a page the bootstrap's host is the window itself: where the app looks for them.
  (window as unknown as Record<string, unknown>)[EARLY_CALLS_PROPERTY] = calls;
  return done;
}

const callsOf = async (operations: readonly OperationId[]) =>
  Object.fromEntries(await Promise.all(operations.map(async (op) => [op, await mock.calls(op)])));

describe('the app with the calls its document started', () => {
  it('uses the login and every read of Home the bootstrap sent: each reaches the server once', async () => {
    const route = `/?a=${SEEDED.withStreak}`;
    await openWithBootstrap(route);
    const { sent } = renderApp({ route, mockSessionId: mock.id });
    expect(await screen.findByRole('dialog', { name: 'Daily Check-in' })).toBeInTheDocument();
    await waitFor(() => expect(earlyCallsOf(window)?.size).toBe(0));
    expect(sessionStorage.getItem(SESSION_KEYS.msisdn)).toBe(SEEDED.withStreak);
    const everyCall = ['generateToken', ...HOME_READS] as OperationId[];
    expect(await callsOf(everyCall)).toEqual(Object.fromEntries(everyCall.map((op) => [op, 1])));
    // The app sent none of them itself.
    expect(sent.map((call) => call.call)).toEqual([]);
  });

  it("takes the spec's path when the login is refused: the landing page, no token", async () => {
    const route = `/?a=${UNKNOWN_MSISDN}`;
    await openWithBootstrap(route);
    renderApp({ route, mockSessionId: mock.id });
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(await mock.calls('generateToken')).toBe(1);
    expect(await callsOf(HOME_READS)).toEqual(Object.fromEntries(HOME_READS.map((op) => [op, 0])));
  });

  it('refreshes a kept token the server refuses once (one token request), and carries on with the new one', async () => {
    const route = '/rewards';
    await openWithBootstrap(route, { msisdn: SEEDED.withStreak, accessToken: 'expired.token.value' });
    renderApp({ route, mockSessionId: mock.id });
    await waitFor(() =>
      expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).not.toBe('expired.token.value'),
    );
    expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await mock.calls('generateToken')).toBe(1);
    // The refused answers of the bootstrap's reads were the ones the app took (the SDK refreshed on them).
    await waitFor(() => expect(earlyCallsOf(window)?.size).toBe(0));
  });

  it('clears the token and the msisdn when that refresh fails', async () => {
    await mock.fault('generateToken', { status: 500 });
    const route = '/rewards';
    await openWithBootstrap(route, { msisdn: SEEDED.withStreak, accessToken: 'expired.token.value' });
    renderApp({ route, mockSessionId: mock.id });
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull());
    expect(sessionStorage.getItem(SESSION_KEYS.msisdn)).toBeNull();
    expect(await mock.calls('generateToken')).toBe(1);
    await waitFor(() => expect(earlyCallsOf(window)?.size).toBe(0));
  });
});
