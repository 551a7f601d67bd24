import { SESSION_KEYS } from '@esr/sdk';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { externalNavigations } from '@/testing/external-navigations';
import { createMockSession, UNKNOWN_MSISDN, type MockSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

// Spec sections 4 (Login) and 6, against the real mock server.

let mock: MockSession;
beforeEach(async () => {
  mock = await createMockSession();
});

const stored = (key: keyof typeof SESSION_KEYS) => sessionStorage.getItem(SESSION_KEYS[key]);

describe('login', () => {
  it('is logged in with an msisdn and a token in the session: no new token is requested', async () => {
    const { msisdn, token } = await mock.login();
    const before = await mock.calls('generateToken');
    renderApp({ route: '/', mockSessionId: mock.id, session: { msisdn, accessToken: token } });
    expect(await screen.findByRole('dialog', { name: 'Daily Check-in' })).toBeInTheDocument();
    expect(stored('accessToken')).toBe(token);
    expect(await mock.calls('generateToken')).toBe(before);
  });

  it('requests a token with the msisdn from query a and keeps both in the session', async () => {
    const msisdn = mock.subscriber;
    renderApp({ route: `/?a=${msisdn}`, mockSessionId: mock.id });
    await waitFor(() => expect(stored('accessToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(stored('msisdn')).toBe(msisdn);
    expect(await screen.findByRole('dialog', { name: 'Daily Check-in' })).toBeInTheDocument();
    expect(externalNavigations()).toEqual([]);
  });

  it('requests a token with the msisdn kept in the session when there is no token', async () => {
    renderApp({ route: '/', mockSessionId: mock.id, session: { msisdn: mock.subscriber } });
    await waitFor(() => expect(stored('accessToken')).not.toBeNull());
  });

  it("fails silently and goes to the landing page when no token is received ('No access token received')", async () => {
    renderApp({ route: `/?a=${UNKNOWN_MSISDN}`, mockSessionId: mock.id });
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
    expect(stored('accessToken')).toBeNull();
    expect(screen.queryByText('No access token received')).not.toBeInTheDocument();
  });

  it.each(['refferer', 'referer'])(
    'a gamenow referrer in query %s sets the flag and counts as logged in',
    async (name) => {
      renderApp({ route: `/tasks?${name}=gamenow`, mockSessionId: mock.id });
      await waitFor(() => expect(stored('gamesNowRef')).toBe('true'));
      expect(stored('refferer')).toBe('gamenow');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(externalNavigations()).toEqual([]);
    },
  );

  it('a gamenow link opened in a logged-in tab leaves it as it was: no flag, no referrer kept, Logout still there', async () => {
    const { msisdn, token } = await mock.login();
    renderApp({
      route: '/profile?refferer=gamenow',
      mockSessionId: mock.id,
      session: { msisdn, accessToken: token },
    });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(stored('gamesNowRef')).toBeNull();
    expect(stored('refferer')).toBeNull();
    expect(stored('accessToken')).toBe(token);
  });

  it('another referrer is not the partner: no flag, and restricted pages still send visitors away', async () => {
    renderApp({ route: '/tasks?refferer=GameNow', mockSessionId: mock.id });
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
    expect(stored('gamesNowRef')).toBeNull();
  });

  it('r=1 keeps the popups closed and goes to /rewards', async () => {
    const { msisdn, token } = await mock.login();
    const { router } = renderApp({
      route: '/?r=1',
      mockSessionId: mock.id,
      session: { msisdn, accessToken: token },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('visitors', () => {
  it.each(['/tasks', '/join-tournament?tournamentId=1', '/redeem', '/profile', '/edit-profile'])(
    'are sent from %s to the landing page',
    async (route) => {
      renderApp({ route, mockSessionId: mock.id });
      await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
    },
  );

  it.each(['/tasks', '/join-tournament?tournamentId=1', '/redeem', '/profile'])(
    'with the gamenow flag may open %s',
    async (route) => {
      renderApp({ route, mockSessionId: mock.id, session: { gamesNowRef: 'true' } });
      await screen.findByRole('heading', { level: 1 });
      expect(externalNavigations()).toEqual([]);
    },
  );

  it.each(['/', '/rewards', '/tournaments', '/leaderboard'])('may open %s', async (route) => {
    renderApp({ route, mockSessionId: mock.id });
    await screen.findByRole('heading', { level: 1 });
    expect(externalNavigations()).toEqual([]);
  });

  it('get no check-in from the Check in Rewards button', async () => {
    const { user } = renderApp({ route: '/', mockSessionId: mock.id, width: 1280 });
    await user.click(await screen.findByRole('button', { name: 'Check in Rewards' }));
    expect(screen.queryByRole('dialog', { name: 'Daily Check-in' })).not.toBeInTheDocument();
  });
});
