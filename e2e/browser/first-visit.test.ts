import { MESSAGES } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { useVisits } from './support/browser';
import { VIEWPORTS } from './support/profiles';

// A visitor meets the product: sent to the landing page, subscribes there, arrives logged in, claims the
// daily login reward and picks a game (spec sections 4 and 6), at phone and desktop sizes.

const openVisit = useVisits();

describe.each(VIEWPORTS)('first visit (%s)', (viewport) => {
  it('a visitor is sent to the landing page, subscribes, and arrives logged in with the check-in', async () => {
    const visit = await openVisit(viewport);
    const { page } = visit;
    await page.goto(visit.url('/tasks'));
    await page.waitForURL('**/stand-ins/landing');
    await page.getByLabel('Your Jazz number').fill('0301234');
    await page.getByRole('button', { name: /free trial/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.invalidJazzNumber);
    // The landing stand-in is outside the app: its message counts as the app's validation rule reached.
    await visit.observe();

    await page.getByLabel('Your Jazz number').fill('03219876543');
    await page.getByRole('button', { name: /free trial/ }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('a') === '923219876543');
    const checkin = page.getByRole('dialog', { name: 'Daily Check-in' });
    await checkin.waitFor();
    await visit.screenshot('first-visit-checkin');

    await checkin.getByRole('button', { name: 'Claim' }).click();
    const congratulations = page.getByRole('dialog', { name: MESSAGES.congratulations });
    await congratulations.waitFor();
    await expect.poll(() => congratulations.textContent()).toContain(MESSAGES.dailyLoginReward);
    await visit.observe();
    await congratulations.getByRole('button').last().click();

    const selector = page.getByRole('dialog', { name: 'Choose your game' });
    await selector.waitFor();
    await visit.screenshot('first-visit-game-selector');
    await selector.getByRole('button', { name: /PUBG Mobile/ }).click();
    await page.waitForURL('**/tasks');
    await visit.observe();
  });

  it('a second visit in the same session shows the check-in as already claimed', async () => {
    const visit = await openVisit(viewport);
    await visit.login(undefined, '/', { quiet: false });
    const { page } = visit;
    const checkin = page.getByRole('dialog', { name: 'Daily Check-in' });
    await checkin.getByRole('button', { name: 'Claim' }).click();
    await page.getByRole('dialog', { name: MESSAGES.congratulations }).waitFor();
    // A new browser session the same day: the popup comes back, the reward is already claimed.
    await page.evaluate(() => sessionStorage.removeItem('dailyCheckinShown'));
    await page.evaluate(() => sessionStorage.removeItem('rewardClaimed'));
    await page.reload();
    const again = page.getByRole('dialog', { name: 'Daily Check-in' });
    await again.waitFor();
    await expect
      .poll(() => again.getByRole('button', { name: MESSAGES.alreadyClaimed }).isDisabled())
      .toBe(true);
    await visit.observe();
  });
});
