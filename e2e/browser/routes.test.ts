import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { SUBSCRIBERS, useVisits, type ViewportName, type Visit } from './support/browser';

// Every route of spec section 2 at a phone and a desktop size, as a subscriber with data (a streak, a
// daily game, credits): it renders without horizontal overflow, axe-core finds no serious or critical
// violation, and a screenshot is written to e2e/artifacts/screenshots/ for people to look at.

interface RouteCase {
  name: string;
  /** Path, or a function of the visit (for ids the server hands out). */
  path: string | ((visit: Visit) => Promise<string>);
  /** Where the route ends up (redirects), when not the path itself. */
  landsOn?: string;
  /** A visitor's view (no login). */
  visitor?: boolean;
}

const firstTournament = async (visit: Visit) => {
  const list = await visit.api<{ data: { id: string }[] }>('GET', '/v1/tournaments/all');
  return `/join-tournament?tournamentId=${encodeURIComponent(list.data[0]?.id ?? '')}`;
};

const ROUTES: RouteCase[] = [
  { name: 'home', path: '/' },
  { name: 'home-visitor', path: '/', visitor: true },
  { name: 'tasks', path: '/tasks' },
  { name: 'daily-gaming-tasks', path: '/daily-gaming-tasks' },
  { name: 'game-challenges', path: '/game-challenges?gameId=pubg-mobile' },
  { name: 'game-challenges-aim-train', path: '/game-challenges?gameId=aim_train_001' },
  { name: 'highlights', path: '/highlights' },
  { name: 'game-highlights', path: '/game-highlights?gameId=pubg-mobile&gameName=PUBG%20Mobile' },
  { name: 'tournaments', path: '/tournaments' },
  { name: 'join-tournament', path: firstTournament },
  { name: 'rewards', path: '/rewards' },
  { name: 'leaderboard', path: '/leaderboard' },
  { name: 'completed', path: '/completed' },
  { name: 'profile', path: '/profile' },
  { name: 'edit-profile', path: '/edit-profile' },
  { name: 'faqs', path: '/faqs' },
  { name: 'learn-win', path: '/learn-win' },
  { name: 'thankyou', path: '/thankyou' },
  { name: 'terms-service', path: '/terms-service' },
  { name: 'redeem-without-item', path: '/redeem', landsOn: '/rewards' },
  { name: 'aim-train-without-level', path: '/aim-train', landsOn: '/daily-gaming-tasks' },
  { name: 'not-found', path: '/no-such-page' },
];

const openVisit = useVisits();

describe.each<ViewportName>(['phone', 'desktop'])('every route (%s)', (viewport) => {
  it.each(ROUTES)('$name: no overflow, no serious axe violation, a screenshot', async (route) => {
    const visit = await openVisit(viewport);
    if (!route.visitor) await visit.login(SUBSCRIBERS.withStreak, '/');
    const path = typeof route.path === 'string' ? route.path : await route.path(visit);
    await visit.page.goto(visit.url(path));
    if (route.landsOn) await visit.page.waitForURL(`**${route.landsOn}`);
    await visit.page.waitForLoadState('networkidle');
    await visit.page.locator('main h1').first().waitFor();
    // Carousels and images settle.
    await visit.page.waitForTimeout(300);
    await visit.observe();

    const overflow = await visit.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    const violations = await seriousViolations(visit.page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await visit.screenshot(`route-${route.name}`);
  });
});

it('npm start serves the production build: no scenario switcher, whatever NODE_ENV the caller had', async () => {
  // This file runs under vitest (NODE_ENV=test); npm start must still build for production.
  const visit = await openVisit('phone');
  await visit.login(SUBSCRIBERS.withStreak, '/');
  await visit.page.waitForLoadState('networkidle');
  await visit.page.locator('main h1').first().waitFor();
  expect(await visit.page.locator('.scenario-switcher').count()).toBe(0);
});

it('the page carries a Content-Security-Policy that lets the whole app run (refusals fail every test)', async () => {
  const visit = await openVisit('desktop');
  await visit.login(SUBSCRIBERS.withStreak, '/');
  await visit.page.locator('main h1').first().waitFor();
  const policy = await visit.page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  // Scripts only from the app's origin (the prerendered documents carry no inline script; one added to
  // index.html is allowed by its hash, never by 'unsafe-inline').
  expect(policy).toMatch(/script-src 'self'[ ;]/);
  expect(policy).not.toContain('unsafe-inline');
  // An injected inline script does not run.
  const ran = await visit.page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Chromium reports the refusal in the console, where every visit's close() looks for refusals; this
  // one is the test's own doing, so it is taken out before the visit closes.
  await expect.poll(() => visit.console.some((line) => /Content Security Policy/i.test(line))).toBe(true);
  visit.console.splice(0, visit.console.length);
});
