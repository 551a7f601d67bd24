import { SEEDED } from '@esr/test-support';
import { COPY } from '@esr/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVisits, type ViewportName, type Visit } from '../support/browser';
import { onFullProfile } from '../support/profiles';
import { URDU_BROWSER, urdu } from '../support/urdu';

// Which language a visit gets, and when (issue 19, decision 0990): the first visit follows the browser's
// language and paints in it before any script runs; the switch (drawer, side navigation, Settings) changes
// the page in place and is remembered on the device, so the next document comes in the chosen language.
// The language is the client's: these run on the full API profile only (the spec profile's run covers
// the data shapes).

const openUrdu = useVisits({ locale: URDU_BROWSER });
const openEnglish = useVisits();

/** The page's language and direction, as <html> says them. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir || 'ltr'}`);

/** The navigation panel's link to the leaderboard, in whichever panel this viewport shows. */
async function openNavigation(visit: Visit): Promise<void> {
  if (visit.viewport === 'phone') {
    const menu = visit.page.getByRole('button', { name: /Open menu|مینو کھولیں/ });
    await menu.click();
  }
}

describe.runIf(onFullProfile)('the language of a visit', () => {
  it('an Urdu browser gets the Urdu document, right to left, before any script runs', async () => {
    const visit = await openUrdu('phone');
    const page = await visit.context.browser()!.newPage({ javaScriptEnabled: false, locale: URDU_BROWSER });
    try {
      const response = await page.goto(visit.url('/tournaments'));
      expect(response?.headers()['vary']).toMatch(/accept-language/i);
      expect(await htmlLanguage(page)).toBe('ur rtl');
      expect(await page.locator('main h1').first().textContent()).toBe(urdu('copy.weeklyTournaments'));
      expect(await page.getByRole('link', { name: urdu('common.navLeaderboard') }).count()).toBeGreaterThan(
        0,
      );
      expect(await page.title()).toContain(urdu('copy.weeklyTournaments'));
      const description = page.locator('meta[name="description"]');
      expect(await description.getAttribute('content')).toBe(urdu('common.metaDescription'));
    } finally {
      await page.close();
    }
  });

  it('an English browser gets English, left to right', async () => {
    const visit = await openEnglish('phone');
    await visit.page.goto(visit.url('/tournaments'));
    expect(await htmlLanguage(visit.page)).toBe('en ltr');
    expect(await visit.page.locator('main h1').first().textContent()).toBe(COPY.weeklyTournaments);
  });

  it.each<ViewportName>(['phone', 'desktop'])(
    '(%s) the switch in the navigation turns the page to Urdu in place, and the next visit opens in Urdu',
    async (viewport) => {
      const visit = await openEnglish(viewport);
      await visit.login(SEEDED.withStreak, '/leaderboard');
      const { page } = visit;
      await page.locator('main h1').first().waitFor();
      // A mark on the window: it survives only if the page is not reloaded.
      await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
      await openNavigation(visit);
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'اردو' }).click();
      await expect.poll(() => htmlLanguage(page)).toBe('ur rtl');
      await expect.poll(() => page.locator('main h1').first().textContent()).toBe(urdu('leaderboard.title'));
      expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
      expect(await page.title()).toContain(urdu('leaderboard.title'));

      // Remembered on the device: another page's document comes in Urdu, whatever the browser prefers.
      const response = await page.goto(visit.url('/tournaments'));
      expect(await response?.text()).toContain('<html lang="ur" dir="rtl">');
      expect(await page.locator('main h1').first().textContent()).toBe(urdu('copy.weeklyTournaments'));
    },
  );

  it('Settings switches back to English, and English is then remembered', async () => {
    const visit = await openUrdu('phone');
    await visit.login(SEEDED.withStreak, '/profile');
    const { page } = visit;
    await page.getByRole('heading', { level: 2, name: urdu('account.language') }).waitFor();
    await page
      .getByRole('group', { name: urdu('common.language') })
      .last()
      .getByRole('button', { name: 'English' })
      .click();
    await expect.poll(() => htmlLanguage(page)).toBe('en ltr');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(COPY.settings);
    await page.reload();
    expect(await htmlLanguage(page)).toBe('en ltr');
    expect(await page.locator('main h1').first().textContent()).toBe(COPY.settings);
  });
});
