import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import { checkRoute, ROUTES } from '../support/routes';
import { URDU_BROWSER } from '../support/urdu';

// Every route of spec section 2 in Urdu (issue 19), at a phone and a desktop size: right to left, no
// horizontal overflow, no serious or critical axe violation, a screenshot (e2e/artifacts/screenshots/
// urdu-*.png; docs/screenshots/urdu-*.png are copies of Home's and Rewards').

const openVisit = useVisits({ locale: URDU_BROWSER, stillScreen: true });

// The phone size runs on both API profiles: its thumb-sized targets are checked in both languages and both
// profiles (issue 25); the desktop size on the full profile only.
describe.each(VIEWPORTS)('every route in Urdu (%s)', (viewport) => {
  it.each(ROUTES)('$name: right to left, no overflow, no serious axe violation', async (route) => {
    const visit = await openVisit(viewport);
    await checkRoute(visit, route, 'urdu-');
    const html = await visit.page.evaluate(() => [
      document.documentElement.lang,
      document.documentElement.dir,
    ]);
    expect(html).toEqual(['ur', 'rtl']);
    // The page speaks Urdu (Arabic script); its heading may be a name from the API (a game, a tournament).
    expect(await visit.page.locator('main').first().textContent()).toMatch(/[\u0600-\u06FF]/);
  });
});
