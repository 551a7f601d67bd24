import { SEEDED } from '@esr/test-support';
import { MESSAGES } from '@esr/domain';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVisits, type Visit } from './support/browser';
import { journal } from './support/journey-helpers';
import { URDU_BROWSER, urdu } from './support/urdu';

// The daily check-in before the app's scripts run (issue 38, decision 1080), in Chromium with the CPU
// slowed, against the built product. The app's scripts are held back until the test lets them go, so what
// happens before hydration is certain, not a race: the document shows the dialog from the bootstrap's
// streak answer; a Claim tapped then shows at once that it was taken; when the app runs it takes the dialog
// over (one dialog, never two, never none), shows the credits, and the server's journal has one claim.

const openVisit = useVisits({ freshContext: true });

/** Console errors and warnings (React reports a hydration mismatch there in a production build). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens `path` as the subscriber `msisdn` with the app's scripts held and the CPU 2x slower; answers when
 * the early dialog is on screen, with the way to let the scripts go (resolved once the app answers taps).
 */
async function openBeforeTheApp(visit: Visit, msisdn: string): Promise<{ runTheApp: () => Promise<void> }> {
  const { page } = visit;
  // The page loads only once the test lets the scripts go: waits for it must not run out first.
  page.setDefaultTimeout(120_000);
  const cdp = await visit.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Every frame: how many check-in dialogs are on screen, and whether the page answers taps.
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { __frames: number[] }).__frames = frames;
    const count = () => {
      if (document.body) frames.push(document.querySelectorAll('.modal__panel.checkin').length);
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  // The harness's goto waits until the app answers taps: not before the scripts are let go.
  const navigation = page.goto(visit.url(`/?a=${msisdn}`));
  await page.locator('[data-early] .modal__panel.checkin').waitFor();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(false);
  return {
    runTheApp: async () => {
      release();
      await navigation;
    },
  };
}

/** Once the app's dialog has replaced the early one: every frame since the early one showed had one. */
async function oneDialogThroughout(page: Page): Promise<void> {
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames);
  const shown = frames.slice(frames.indexOf(1));
  expect(shown.length).toBeGreaterThan(0);
  // One dialog until the claim's 'Congratulations!' replaced it; never two.
  expect(Math.max(...shown)).toBe(1);
}

const claimUpdates = async (visit: Visit) =>
  (await journal(visit)).filter((entry) => entry.operationId === 'updateDailyStreak');

describe.each([
  ['English', undefined],
  ['Urdu', URDU_BROWSER],
] as const)('the check-in before the app runs, in %s', (_language, locale) => {
  const text = (key: string, english: string, values: Record<string, number> = {}) =>
    locale ? urdu(key, values) : english;

  it('a Claim tapped before hydration: taken at once, one claim on the server, the credits when the app runs', async () => {
    const visit = await openVisit('phone', locale ? { locale } : {});
    const { page } = visit;
    const problems = problemsOf(page);
    const { runTheApp } = await openBeforeTheApp(visit, SEEDED.newTrial);
    const early = page.locator('[data-early]');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(
      locale ? ['ur', 'rtl'] : ['en', 'ltr'],
    );
    const claim = early.getByRole('button', { name: text('checkin.claim', 'Claim') });
    await claim.click();
    // Taken at once, before any of the app's scripts has arrived.
    expect(await claim.isDisabled()).toBe(true);
    await expect.poll(async () => (await claimUpdates(visit)).length).toBe(1);

    await runTheApp();
    const congratulations = page.getByRole('dialog', {
      name: text('messages.congratulations', MESSAGES.congratulations),
    });
    await congratulations.waitFor();
    await expect.poll(() => congratulations.textContent()).toMatch(/15/);
    expect(await page.locator('[data-early]').count()).toBe(0);
    await oneDialogThroughout(page);
    expect((await claimUpdates(visit)).map((entry) => entry.status)).toEqual([200]);
    // Every answer the document's scripts started was taken by the app (its first reads may still be on
    // their way when the credits show): nothing was sent twice.
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __esrEarlyCalls?: Map<string, unknown> }).__esrEarlyCalls?.size),
      )
      .toBe(0);
    // Hydration with the early dialog on the page: no mismatch, no warning.
    expect(problems).toEqual([]);
    await visit.observe();
  });

  it('untouched until the app runs: the app takes the same dialog over, Claim still works once', async () => {
    const visit = await openVisit('phone', locale ? { locale } : {});
    const { page } = visit;
    const problems = problemsOf(page);
    const { runTheApp } = await openBeforeTheApp(visit, SEEDED.newTrial);
    await runTheApp();
    await page.locator('.modal__panel.checkin').and(page.locator(':not([data-early] *)')).waitFor();
    await expect.poll(() => page.locator('[data-early]').count()).toBe(0);
    await oneDialogThroughout(page);
    await page.getByRole('button', { name: text('checkin.claim', 'Claim') }).click();
    await page
      .getByRole('dialog', { name: text('messages.congratulations', MESSAGES.congratulations) })
      .waitFor();
    expect(await claimUpdates(visit)).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('a failed early claim', () => {
  it("shows the failure when the app runs, never 'Already Claimed' alone", async () => {
    const visit = await openVisit('phone');
    const { page } = visit;
    await visit.fault('updateDailyStreak', { status: 500, times: 1 });
    const { runTheApp } = await openBeforeTheApp(visit, SEEDED.newTrial);
    await page.locator('[data-early]').getByRole('button', { name: 'Claim' }).click();
    await runTheApp();
    const dialog = page.getByRole('dialog', { name: 'Daily Check-in' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your reward was not claimed');
    expect(await page.getByRole('dialog', { name: MESSAGES.congratulations }).count()).toBe(0);
    expect((await claimUpdates(visit)).map((entry) => entry.status)).toEqual([500]);
    await visit.observe();
  });
});
