import { SEEDED } from '@esr/test-support';
import { describe, it } from 'vitest';
import { useVisits } from './support/browser';
import { settled } from './support/settled';
import { expectThumbTargets } from './support/target-size';
import { URDU_BROWSER } from './support/urdu';

// Thumb-sized targets (issue 25) where the route tests cannot see them: the phone's drawer and the popups
// of the first visit (check-in, game selector), at 360 px in both languages, on both API profiles. Every
// route itself is checked by routes.test.ts and urdu/routes.test.ts.

describe.each([
  ['English', undefined],
  ['Urdu', URDU_BROWSER],
])('thumb-sized targets at 360 px (%s)', (_language, locale) => {
  const openVisit = useVisits({ ...(locale ? { locale } : {}), stillScreen: true });

  it('the navigation drawer', async () => {
    const visit = await openVisit('phone');
    await visit.login(SEEDED.withStreak, '/');
    await visit.page.locator('.app-layout__menu').click();
    await visit.page.locator('.nav-panel').last().waitFor();
    await settled(visit.page);
    await expectThumbTargets(visit.page, '[role="dialog"]');
    await visit.screenshot(`target-size-drawer${locale ? '-urdu' : ''}`);
  });

  it('the first visit: the check-in, then the game selector', async () => {
    const visit = await openVisit('phone');
    await visit.login(SEEDED.newTrial, '/', { quiet: false });
    const checkin = visit.page.locator('.checkin');
    await checkin.waitFor();
    await settled(visit.page);
    await expectThumbTargets(visit.page, '[role="dialog"]');
    await visit.screenshot(`target-size-checkin${locale ? '-urdu' : ''}`);
    await visit.page.keyboard.press('Escape');
    await visit.page.locator('.game-selector__game').first().waitFor();
    await settled(visit.page);
    await expectThumbTargets(visit.page, '[role="dialog"]');
  });
});
