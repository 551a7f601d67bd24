import { SEEDED } from '@esr/test-support';
import { DAY_MS, MESSAGES, pakistanDateKey, pakistanMidnight } from '@esr/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import { profileOf } from '../support/journey-helpers';
import { URDU_BROWSER, urdu } from '../support/urdu';

// A failed claim costs nothing (spec section 4, Daily check-in; issue 39): on failure the rewardClaimed
// flag is set, then the streak is fetched again and the server's rewardClaimed decides. A transient
// failure (a 500, no answer) leaves Claim available with the failure beside it; a reload or a reopened
// check-in shows the server's state; a failure late in the day costs no streak day.

const openVisit = useVisits();

const CLAIM_FAILED = 'Your reward was not claimed: no credits were added. Please try again later.';

function checkinOf(page: Page) {
  return page.getByRole('dialog', { name: 'Daily Check-in' });
}

/** Check in Rewards, from the side navigation or the phone's drawer. */
async function openCheckin(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Check in Rewards' }).click();
  await checkinOf(page).waitFor();
}

/** Claim, which fails; then the re-fetched streak offers Claim again, with the failure beside it. */
async function claimFails(checkin: Locator, failure = CLAIM_FAILED, claimName = 'Claim'): Promise<void> {
  await checkin.getByRole('button', { name: claimName, exact: true }).click();
  await expect.poll(() => checkin.getByRole('alert').textContent()).toBe(failure);
  await expect
    .poll(() => checkin.getByRole('button', { name: claimName, exact: true }).isEnabled())
    .toBe(true);
}

describe.each(VIEWPORTS)('daily check-in after a failed claim (%s)', (viewport) => {
  it('a 500: Claim stays, with the failure beside it; a reload shows the server state; Claim credits the day', async () => {
    const visit = await openVisit(viewport);
    await visit.fault('updateDailyStreak', { status: 500, times: 1 });
    await visit.login(SEEDED.newTrial, '/', { quiet: false });
    const { page } = visit;
    const before = (await profileOf(visit)).credits;
    await claimFails(checkinOf(page));
    await visit.screenshot('journey-checkin-claim-failed');
    expect((await profileOf(visit)).credits).toBe(before);

    // Reloaded (the game selector of the app start closed), and opened again from the navigation: the
    // server's state.
    await page.reload();
    const selector = page.getByRole('dialog', { name: 'Choose your game' });
    await selector.getByRole('button', { name: 'Close' }).click();
    await openCheckin(page);
    const claim = checkinOf(page).getByRole('button', { name: 'Claim', exact: true });
    await expect.poll(() => claim.isEnabled()).toBe(true);
    expect(await checkinOf(page).getByRole('alert').count()).toBe(0);
    await claim.click();
    const congratulations = page.getByRole('dialog', { name: MESSAGES.congratulations });
    await congratulations.getByRole('button', { name: 'OK' }).click();
    expect((await profileOf(visit)).credits).toBe(before + 15);

    // Reopened, the claimed day's card shows it claimed: a tick and 'Claimed', not 'Today'.
    await page
      .getByRole('dialog', { name: 'Choose your game' })
      .getByRole('button', { name: 'Close' })
      .click();
    await openCheckin(page);
    const today = checkinOf(page).locator('[aria-current="step"]');
    await expect.poll(() => today.getAttribute('data-state')).toBe('claimed');
    expect(await today.textContent()).toContain('Claimed');
    expect(await today.textContent()).not.toContain('Today');
    await visit.screenshot('journey-checkin-claimed-day');
  });

  it('no answer (the connection drops): Claim stays, and goes through once the network is back', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.newTrial, '/', { quiet: false });
    const { page } = visit;
    await page.route('**/api/v1/update-daily-streak', (route) => route.abort('internetdisconnected'));
    await claimFails(checkinOf(page));
    await page.unroute('**/api/v1/update-daily-streak');
    await checkinOf(page).getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByRole('dialog', { name: MESSAGES.congratulations }).waitFor();
  });

  it('a failure a minute before midnight in Pakistan costs no streak day', async () => {
    const visit = await openVisit(viewport);
    const midnight = pakistanMidnight(pakistanDateKey(Date.now())) + DAY_MS;
    await visit.control.POST('/clock', { body: { now: new Date(midnight - 60_000).toISOString() } });
    await visit.fault('updateDailyStreak', { status: 500, times: 1 });
    // Sana: a 3-day streak, the last day claimed yesterday.
    await visit.login(SEEDED.withStreak, '/', { quiet: false });
    const { page } = visit;
    await claimFails(checkinOf(page));
    await checkinOf(page).getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByRole('dialog', { name: MESSAGES.congratulations }).waitFor();

    // Midnight passes on the server; the next visit finds day 5 to claim, the streak kept.
    await visit.control.POST('/clock', { body: { advanceDays: 120_000 / DAY_MS } });
    await page.evaluate(() => sessionStorage.removeItem('dailyCheckinShown'));
    await page.reload();
    const checkin = checkinOf(page);
    await checkin.getByText('4 day streak').waitFor();
    expect(await checkin.locator('[aria-current="step"]').textContent()).toContain('Day 5');
    await expect
      .poll(() => checkin.getByRole('button', { name: 'Claim', exact: true }).isEnabled())
      .toBe(true);
  });
});

describe('daily check-in after a failed claim, in Urdu (phone)', () => {
  it('the failure is said in Urdu beside the Urdu Claim', async () => {
    const visit = await openVisit('phone', { locale: URDU_BROWSER });
    await visit.fault('updateDailyStreak', { status: 500, times: 1 });
    await visit.login(SEEDED.newTrial, '/', { quiet: false });
    const checkin = visit.page.getByRole('dialog', { name: urdu('checkin.title') });
    await checkin.waitFor();
    await claimFails(checkin, urdu('checkin.claimFailed'), urdu('checkin.claim'));
    expect(await visit.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visit.screenshot('journey-checkin-claim-failed-urdu');
  });
});
