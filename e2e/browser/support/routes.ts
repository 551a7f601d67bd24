import { SEEDED } from '@esr/test-support';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { type Visit } from './browser';
import { settled } from './settled';
import { expectThumbTargets } from './target-size';

// Every route of spec section 2, as the route tests open them (routes.test.ts, urdu/routes.test.ts).

export interface RouteCase {
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

export const ROUTES: RouteCase[] = [
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

/**
 * Opens `route` as the routes tests do (a subscriber with data unless it is a visitor's view), then
 * checks that nothing overflows horizontally and axe-core finds no serious or critical violation, on a
 * phone that every control is thumb-sized (target-size.ts), and writes a screenshot named `prefix` + the
 * route's name.
 */
export async function checkRoute(visit: Visit, route: RouteCase, prefix = 'route-'): Promise<void> {
  if (!route.visitor && typeof route.path === 'string') {
    // The subscriber arrives on the route itself (?a=): one page load, as from the operator's link.
    await visit.login(SEEDED.withStreak, route.path);
  } else {
    // A visitor; or an id the server hands out, asked for once logged in.
    if (!route.visitor) await visit.login(SEEDED.withStreak, '/');
    const path = typeof route.path === 'string' ? route.path : await route.path(visit);
    await visit.page.goto(visit.url(path));
  }
  if (route.landsOn) await visit.page.waitForURL(`**${route.landsOn}`);
  await visit.page.waitForLoadState('networkidle');
  await visit.page.locator('main h1').first().waitFor();
  await visit.observe();

  await expectLaidOut(visit);
  // Thumbs on phones: every control a thumb can hit (issue 25).
  if (visit.viewport === 'phone') await expectThumbTargets(visit.page);
  await visit.screenshot(`${prefix}${route.name}`);
}

/** The page as it is now: no horizontal overflow, no serious or critical axe violation. */
export async function expectLaidOut(visit: Visit): Promise<void> {
  // A popup fading in has text at part opacity: measure contrast once it has arrived.
  await settled(visit.page);
  const overflow = await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow in px on ${visit.page.url()}`).toBeLessThanOrEqual(0);
  const violations = await seriousViolations(visit.page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
