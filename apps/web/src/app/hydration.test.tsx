import { SESSION_KEYS } from '@esr/sdk';
import { COPY } from '@esr/domain';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@esr/domain';
import { configureApi } from '@/lib/api';
import { loadLanguage } from '@/lib/i18n';
import { createAppQueryClient } from '@/lib/query';
import {
  createMockSession,
  mockServerUrl,
  POPUPS_SEEN,
  withMockSession,
  type MockSession,
} from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { CHECKIN_VISIBLE_MARK } from '@/lib/early-checkin';
import { getActiveStreakQueryOptions } from '@/lib/queries/get-active-streak';
import { App } from './app';
import { startVisit } from './first-screen';
import { hydrateApp } from './hydrate';
import { PRERENDERED_PAGES, prerender } from './prerender';

// Every prerendered document hydrates without a mismatch, with React's development checks (attributes
// included), whoever opens it: the build's HTML knows no session and no viewport, and hydration renders
// exactly that before the app turns to the real ones (lib/hydration.tsx). The browser tests check the
// production build the same way (e2e/browser/prerender.test.ts).

let mock: MockSession;
let root: Root | null = null;
let reported: string[] = [];

beforeEach(async () => {
  mock = await createMockSession();
  configureApi({ baseUrl: `${mockServerUrl()}/api`, fetch: withMockSession(mock.id) });
  reported = [];
  const report = (...args: unknown[]) => reported.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(report);
  vi.spyOn(console, 'warn').mockImplementation(report);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * The document of `path` as the build writes it (rendered before the test's session and viewport are
 * set, as the build knows neither), then `open` (the visitor's session storage), then hydrated at `url`
 * like main.tsx does.
 */
async function hydrate(
  path: string,
  url = path,
  open: () => void | Promise<void> = () => undefined,
  language: Language = 'en',
  queryClient = createAppQueryClient({ retry: false }),
) {
  const page = await prerender(path, language);
  await open();
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.replaceState(null, '', url);
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateApp(container, <App prerendered queryClient={queryClient} router={BrowserRouter} />, {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return container;
}

const mismatches = () => reported.filter((line) => /hydrat|did not match|recoverable/i.test(line));

describe('hydrating the prerendered documents', () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    '%s, a visitor on a phone: no mismatch',
    async (path) => {
      setViewportWidth(DESKTOP_WIDTH);
      document.documentElement.removeAttribute('data-interactive');
      await hydrate(path, path === '/404' ? '/no-such-page' : path, () => setViewportWidth(PHONE_WIDTH));
      expect(mismatches()).toEqual([]);
      // The page says it answers input now (the browser tests and bench/field.mjs wait for it).
      expect(document.documentElement).toHaveAttribute('data-interactive');
    },
  );

  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    '%s in Urdu, a visitor on a phone: no mismatch, right to left',
    async (path) => {
      try {
        setViewportWidth(PHONE_WIDTH);
        // The build wrote the Urdu document; main.tsx loads the Urdu catalogue before it hydrates.
        const container = await hydrate(path, path === '/404' ? '/no-such-page' : path, undefined, 'ur');
        expect(mismatches()).toEqual([]);
        // Urdu text (Arabic script) in the page, whatever the page shows (a shell shows its loading text).
        expect(container.textContent).toMatch(/[\u0600-\u06FF]/);
      } finally {
        await loadLanguage('en');
      }
    },
  );

  it('Home, a subscriber at 1280 px: no mismatch, then the session and the wide layout', async () => {
    const session = await mock.session();
    setViewportWidth(PHONE_WIDTH);
    const container = await hydrate('/', '/', () => {
      for (const [name, value] of Object.entries(session))
        sessionStorage.setItem(SESSION_KEYS[name as keyof typeof SESSION_KEYS], value);
      setViewportWidth(DESKTOP_WIDTH);
    });
    expect(mismatches()).toEqual([]);
    // After hydration: only the side navigation, and the rows load for the subscriber.
    expect(container.querySelector('.app-layout')).toHaveClass('app-layout--wide');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: COPY.weeklyTournaments });
    const row = heading.closest('section')!;
    expect(await within(row).findByRole('region', { name: COPY.weeklyTournaments })).toBeInTheDocument();
  });

  it('Home, a subscriber whose streak came in as it hydrated: no mismatch, the check-in before the render after hydration', async () => {
    // Today's popups not seen yet: the check-in opens.
    const session = Object.entries(await mock.session()).filter(([name]) => !(name in POPUPS_SEEN));
    const queryClient = createAppQueryClient({ retry: false });
    // When the check-in was shown (the dialog's own mark, in the effects of the commit that showed it), had
    // the render after hydration (the one that reads the session and the viewport: the wide layout at
    // 1280 px) committed yet?
    performance.clearMarks(CHECKIN_VISIBLE_MARK);
    let renderAfterHydrationFirst: boolean | null = null;
    const mark = performance.mark.bind(performance);
    vi.spyOn(performance, 'mark').mockImplementation((name, options) => {
      if (name === CHECKIN_VISIBLE_MARK && renderAfterHydrationFirst === null)
        renderAfterHydrationFirst = document.querySelector('.app-layout--wide') !== null;
      return mark(name, options);
    });
    setViewportWidth(PHONE_WIDTH);
    await hydrate(
      '/',
      '/',
      async () => {
        for (const [name, value] of session)
          sessionStorage.setItem(SESSION_KEYS[name as keyof typeof SESSION_KEYS], value);
        setViewportWidth(DESKTOP_WIDTH);
        // What the app's start does before it hydrates (start.tsx); the bootstrap's answers are in by
        // then on a phone: here, the streak's read is awaited.
        void startVisit(queryClient, window.location);
        await queryClient.fetchQuery(getActiveStreakQueryOptions());
      },
      'en',
      queryClient,
    );
    expect(mismatches()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Daily Check-in' })).toBeInTheDocument();
    expect(document.querySelector('.app-layout--wide')).not.toBeNull();
    // Opened in a render of its own right after hydration, not with the render after it, which waits for
    // the whole page (its Suspense content hydrates last).
    expect(renderAfterHydrationFirst).toBe(false);
  });

  it('a page drawn from its query hydrates as loading, then renders for the address', async () => {
    const container = await hydrate(
      '/game-highlights',
      '/game-highlights?gameId=pubg-mobile&gameName=PUBG%20Mobile',
    );
    expect(mismatches()).toEqual([]);
    expect(
      await within(container).findByRole('heading', { level: 1, name: /PUBG Mobile/ }),
    ).toBeInTheDocument();
  });
});
