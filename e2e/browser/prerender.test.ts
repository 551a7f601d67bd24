import { SEEDED } from '@esr/test-support';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bareTab, baseUrl, useVisits, type Visit } from './support/browser';
import { settled } from './support/settled';

// Paint before JavaScript (issue 18, decision 0960): every route a visitor can open is served as its own
// prerendered document, which paints the layout, the navigation and the page's title before any script
// runs; the app then hydrates it without a mismatch, and the session's parts (credits, streak) appear
// without moving anything.

interface VisitorRoute {
  path: string;
  /** The page's h1 as the prerendered HTML writes it. */
  title: string;
}

const VISITOR_ROUTES: VisitorRoute[] = [
  { path: '/', title: 'Home' },
  { path: '/tournaments', title: 'Weekly Tournaments' },
  { path: '/highlights', title: 'Game Highlights' },
  { path: '/leaderboard', title: 'Leaderboard' },
  { path: '/learn-win', title: 'Learn & Win' },
  { path: '/faqs', title: 'FAQs' },
  { path: '/terms-service', title: 'Terms of Service' },
  { path: '/rewards', title: 'Rewards' },
  { path: '/no-such-page', title: 'Page not found' },
];

// First loads: every visit in a context of its own, nothing cached.
const openVisit = useVisits({ freshContext: true });
// A subscriber's hydration follows a login, a page load that fills the cache in any context: these visits
// take a context an earlier visit left (its storage emptied, support/contexts.ts) instead of a new one,
// about 8 of the file's 43 CPU-s (decision 1060).
const openKeptVisit = useVisits();

/** Console errors and warnings from now on, but the 404 status of the not-found document itself. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/status of 404/.test(message.text()) && /no-such-page/.test(message.location().url)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Sums the layout shifts of the page from its start (CLS as the browser reports it). */
async function recordLayoutShifts(visit: Visit): Promise<void> {
  await visit.page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('the HTML before any script runs', () => {
  it.each(VISITOR_ROUTES)('$path: the layout, the navigation and "$title"', async ({ path, title }) => {
    const page = await bareTab({ javaScriptEnabled: false });
    try {
      const response = await page.goto(new URL(path, baseUrl()).href);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe(title);
      expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Leaderboard' }).count()).toBeGreaterThan(0);
      if (path === '/') {
        // The first hero slide is plain HTML until Swiper loads.
        expect(await page.locator('.hero__slide').first().isVisible()).toBe(true);
        // Its image, the page's largest paint, is preloaded from <head> for each screen (decision 0960).
        const phoneArt = await page.locator('.hero__slide picture source').first().getAttribute('srcset');
        const preloads = await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(preloads).toContain(phoneArt);
      }
    } finally {
      await page.close();
    }
  });
});

describe.each([
  ['a visitor', false],
  ['a subscriber', true],
] as const)('hydration, as %s', (_who, subscriber) => {
  it.each(VISITOR_ROUTES)('$path: no hydration warning or error, CLS under 0.05', async ({ path, title }) => {
    const visit = await (subscriber ? openKeptVisit : openVisit)('phone');
    if (subscriber) await visit.login(SEEDED.withStreak, '/');
    await recordLayoutShifts(visit);
    const problems = problemsOf(visit.page);
    await visit.page.goto(visit.url(path));
    await visit.page.waitForLoadState('networkidle');
    await expect.poll(() => visit.page.locator('main h1').first().textContent()).toBe(title);
    await settled(visit.page);
    expect(problems).toEqual([]);
    const cls = await visit.page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, 'cumulative layout shift').toBeLessThan(0.05);
  });
});

const openUrduVisit = useVisits({ locale: 'ur-PK', freshContext: true });
const openKeptUrduVisit = useVisits({ locale: 'ur-PK' });

describe.each([
  ['a visitor', false],
  ['a subscriber', true],
] as const)('hydration in Urdu, as %s', (_who, subscriber) => {
  it.each(['/', '/tournaments', '/rewards'])(
    '%s: no hydration warning or error, right to left',
    async (path) => {
      const visit = await (subscriber ? openKeptUrduVisit : openUrduVisit)('phone');
      if (subscriber) await visit.login(SEEDED.withStreak, '/');
      const problems = problemsOf(visit.page);
      await visit.page.goto(visit.url(path));
      await visit.page.waitForLoadState('networkidle');
      expect(
        await visit.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ur', 'rtl']);
      await settled(visit.page);
      expect(problems).toEqual([]);
    },
  );
});

/** How many times each operation reached the server in this visit's world (the mock's request journal). */
async function journalCounts(visit: Visit): Promise<Record<string, number>> {
  const { data } = await visit.control.GET('/journal');
  const counts: Record<string, number> = {};
  for (const entry of data?.entries ?? []) counts[entry.operationId] = (counts[entry.operationId] ?? 0) + 1;
  return counts;
}

describe("the document's bootstrap (decision 1010)", () => {
  it.each([
    ['/', ['checkEslGames', 'listChallengeGames', 'listTournaments', 'listVideoGames', 'listVideos']],
    ['/tournaments', ['listTournaments']],
    ['/rewards', []],
  ])(
    "%s: the login and the first screen's reads are sent at parse, and the app uses their answers",
    async (path, pageReads) => {
      const visit = await openVisit('phone');
      const problems = problemsOf(visit.page);
      await visit.page.goto(`${visit.url(path)}?a=${SEEDED.withStreak}`);
      await visit.page.getByRole('dialog', { name: 'Daily Check-in' }).waitFor();
      await visit.page.waitForLoadState('networkidle');
      // Every answer the bootstrap started was taken by the app...
      expect(
        await visit.page.evaluate(
          () => (window as { __esrEarlyCalls?: Map<string, unknown> }).__esrEarlyCalls?.size,
        ),
      ).toBe(0);
      // ...and nothing reached the server twice.
      const expected = Object.fromEntries(
        ['generateToken', 'getActiveStreak', 'getProfile', ...pageReads].map((operation) => [operation, 1]),
      );
      expect(await journalCounts(visit)).toEqual(expected);
      expect(problems).toEqual([]);
    },
  );

  it("a refused login (an unsubscribed number) still takes the spec's path: the landing page", async () => {
    const visit = await openVisit('phone');
    await visit.page.goto(`${visit.url('/')}?a=${SEEDED.unsubscribed}`, { waitUntil: 'commit' });
    await visit.page.waitForURL('**/stand-ins/landing');
    expect(await journalCounts(visit)).toEqual({ generateToken: 1 });
  });
});
