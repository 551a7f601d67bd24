import { describe, expect, inject, it } from 'vitest';
import { useVisits, type ViewportName } from '../support/browser';
import { checkRoute, ROUTES } from '../support/routes';
import { URDU_BROWSER } from '../support/urdu';

// Every route of spec section 2 in Urdu (issue 19), at a phone and a desktop size: right to left, no
// horizontal overflow, no serious or critical axe violation, a screenshot (e2e/artifacts/screenshots/
// urdu-*.png; docs/screenshots/urdu-*.png are copies of Home's and Rewards'). Full API profile only (see
// language.test.ts).

const openVisit = useVisits({ locale: URDU_BROWSER });

describe.runIf(inject('apiProfile') === 'full').each<ViewportName>(['phone', 'desktop'])(
  'every route in Urdu (%s)',
  (viewport) => {
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
  },
);
