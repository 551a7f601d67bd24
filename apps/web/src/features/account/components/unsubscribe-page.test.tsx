import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { translator } from '@/lib/i18n';
import { externalNavigations } from '@/testing/external-navigations';
import {
  MOCK_SESSION_HEADER,
  createMockSession,
  mockServerUrl,
  type MockSession,
  POPUPS_SEEN,
} from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { UNSUBSCRIBE_FAILED } from '../api/encrypt-unsubscribe';
import { UNSUBSCRIBE_TEXT } from './unsubscribe-page';

const t = translator();

// /unsubscribe (spec sections 2 and 7) against the mock server's stand-in of the operator's unsubscribe
// service (openapi/unsubscribe.yaml), which the app reaches at VITE_UNSUBSCRIBE_URL on the API host.

const SERVICE = `${mockServerUrl()}${env.VITE_UNSUBSCRIBE_URL}`;

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
  // The app reaches the service with the page's own fetch, not the API client's. The service acts in
  // the world of the caller's token, so here the page's fetch carries the test's session id, as every
  // request of a browser test's page does (e2e/browser/support/browser.ts).
  const pageFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.headers.has(MOCK_SESSION_HEADER)) request.headers.set(MOCK_SESSION_HEADER, mock.id);
    return pageFetch(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function openUnsubscribe(session: Record<string, string>) {
  return renderApp({
    route: '/unsubscribe',
    mockSessionId: mock.id,
    session: { ...POPUPS_SEEN, ...session },
  });
}

describe('Unsubscribe', () => {
  it("hands over to the service's page with the values it returned for the number and the portal", async () => {
    const { token } = await mock.login(SEEDED.withStreak);
    openUnsubscribe({ msisdn: SEEDED.withStreak, accessToken: token });
    expect(await screen.findByRole('heading', { level: 1, name: COPY.unsubscribe })).toBeInTheDocument();
    await waitFor(() => expect(externalNavigations()).toHaveLength(1));
    const target = new URL(externalNavigations()[0]!);
    expect(`${target.origin}${target.pathname}`).toBe(`${SERVICE}/`);
    expect(target.searchParams.get('mobile')).toBeTruthy();
    expect(target.searchParams.get('mobile')).not.toContain(SEEDED.withStreak);
    // The service's own page decrypts them: the subscriber's number (masked) and this portal's host.
    const page = await fetch(target);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('0300****001');
    expect(html).toContain(`<strong>${window.location.hostname}</strong>`);
  });

  it("sends the subscriber's token: the service refuses to act for a number that is not the caller's", async () => {
    // Logged in as one subscriber, with another number in the session: the service answers 403.
    const { token } = await mock.login(SEEDED.withStreak);
    openUnsubscribe({ msisdn: '923001234567', accessToken: token });
    expect(await screen.findByRole('alert')).toHaveTextContent(t(UNSUBSCRIBE_FAILED));
    expect(externalNavigations()).toEqual([]);
  });

  it('shows a clear error, and can try again, when the service refuses', async () => {
    // The service accepts only 92 followed by 10 digits: a session holding another form of the number
    // (here the local one) is refused with a 400.
    const { token } = await mock.login(SEEDED.withStreak);
    const { user } = openUnsubscribe({ msisdn: '03005550001', accessToken: token });
    expect(await screen.findByRole('alert')).toHaveTextContent(t(UNSUBSCRIBE_FAILED));
    expect(externalNavigations()).toEqual([]);
    expect(screen.getByRole('link', { name: t(UNSUBSCRIBE_TEXT.backToSettings) })).toHaveAttribute(
      'href',
      '/profile',
    );
    // Try again asks the service again (refused again: the number has not changed).
    await user.click(screen.getByRole('button', { name: t(UNSUBSCRIBE_TEXT.tryAgain) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t(UNSUBSCRIBE_FAILED));
    expect(externalNavigations()).toEqual([]);
  });

  it('sends a visitor to the landing page', async () => {
    openUnsubscribe({});
    await waitFor(() => expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]));
  });

  it('does nothing for a gamenow-referred user', async () => {
    const { token } = await mock.login(SEEDED.gamenow, 'gamenow');
    openUnsubscribe({ msisdn: SEEDED.gamenow, accessToken: token, gamesNowRef: 'true', refferer: 'gamenow' });
    expect(await screen.findByText(t(UNSUBSCRIBE_TEXT.gamenow))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loading)).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(externalNavigations()).toEqual([]);
  });
});
