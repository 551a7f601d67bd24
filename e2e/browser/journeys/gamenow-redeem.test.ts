import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import { profileOf, statusesOf } from '../support/journey-helpers';

// A gamenow partner user redeems (spec sections 5, 6 and 8): the token claim gn = 1 makes Redeem open a
// Jazz-number prompt instead of redeeming. Digits only, 11 at most; a number that does not start with 0
// or is shorter is refused; a valid 03… number is sent to the partner and the user goes to /thankyou;
// when the partner call fails: 'Please try again later'. The number goes to the partner as 92 + the typed
// number without its 0 (read from the request through page.route: Chromium does not show a fetch(Request)
// body to request events).

const openVisit = useVisits();

const REWARD = 'PUBG Mobile UC 300';

async function openPrompt(page: Page) {
  await page.getByRole('heading', { level: 1, name: COPY.rewards }).waitFor();
  await page.getByRole('button', { name: `${COPY.redeem} ${REWARD}`, exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Enter your Jazz number' });
  await prompt.waitFor();
  return {
    prompt,
    number: prompt.getByLabel('Jazz number'),
    submit: prompt.getByRole('button', { name: 'Submit' }),
  };
}

describe.each(VIEWPORTS)('gamenow Jazz-number prompt (%s)', (viewport) => {
  it('Redeem opens the prompt; an invalid number is refused; a valid one is sent and thanked', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.gamenow, '/rewards', { referrer: 'gamenow' });
    const { page } = visit;
    const before = await profileOf(visit);
    const { prompt, number, submit } = await openPrompt(page);
    expect(await prompt.getByText(REWARD).isVisible()).toBe(true);
    await visit.screenshot('journey-gamenow-prompt');

    // Not starting with 0.
    await number.fill('31234567890');
    await submit.click();
    await expect.poll(() => prompt.getByRole('alert').textContent()).toBe(MESSAGES.invalidJazzNumber);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await visit.observe();
    await visit.screenshot('journey-gamenow-invalid-number');

    // Too short; letters and spaces are dropped as they are typed.
    await number.fill('');
    await number.pressSequentially('03ab00 123');
    expect(await number.inputValue()).toBe('0300123');
    await submit.click();
    await expect.poll(() => prompt.getByRole('alert').textContent()).toBe(MESSAGES.invalidJazzNumber);

    // At most 11 digits can be typed.
    await number.fill('');
    await number.pressSequentially('030012345678');
    expect(await number.inputValue()).toBe('03001234567');
    expect(await statusesOf(visit, 'gamenowNotify')).toEqual([]);

    const sent: (string | null)[] = [];
    // The body as the browser sent it.
    await page.route('**/api/v1/gamenow/notify', async (route) => {
      sent.push(route.request().postData());
      await route.continue();
    });
    await submit.click();
    await page.waitForURL('**/thankyou');
    // Sent as 92 + the typed number without its 0 (not the user's own number, 923007770000).
    expect(sent.map((body) => JSON.parse(body ?? 'null') as unknown)).toEqual([{ msisdn: '923001234567' }]);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(await page.getByText(`We have received your request to redeem ${REWARD}.`).isVisible()).toBe(true);
    await visit.screenshot('journey-gamenow-thankyou');

    // The partner handles the reward: nothing was redeemed here and no credits were spent.
    expect(await statusesOf(visit, 'gamenowNotify')).toEqual([200]);
    expect(await statusesOf(visit, 'redeemItem')).toEqual([]);
    expect((await profileOf(visit)).credits).toBe(before.credits);
  });

  it('a pasted number is normalised before the 11-digit limit: a dash, the country code', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.gamenow, '/rewards', { referrer: 'gamenow' });
    const { page } = visit;
    const { number, submit } = await openPrompt(page);
    // Inserted whole, as a paste is (the browser's own length limit applies to it, not to fill()).
    for (const pasted of ['0312-1234567', '+923121234567']) {
      await number.fill('');
      await number.focus();
      await page.keyboard.insertText(pasted);
      expect(await number.inputValue()).toBe('03121234567');
    }
    await submit.click();
    await page.waitForURL('**/thankyou');
    expect(await statusesOf(visit, 'gamenowNotify')).toEqual([200]);
  });

  it("a failing partner call shows 'Please try again later' and keeps the prompt open", async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.gamenow, '/rewards', { referrer: 'gamenow' });
    await visit.fault('gamenowNotify', { status: 500 });
    const { page } = visit;
    const { prompt, number, submit } = await openPrompt(page);
    await number.fill('03001234567');
    await submit.click();
    await expect.poll(() => prompt.getByRole('alert').textContent()).toBe(MESSAGES.tryAgainLater);
    await visit.observe();
    await visit.screenshot('journey-gamenow-try-again-later');
    expect(new URL(page.url()).pathname).toBe('/rewards');

    // Once the partner answers again, the same number goes through.
    await visit.clearFaults();
    await submit.click();
    await page.waitForURL('**/thankyou');
    expect(await statusesOf(visit, 'gamenowNotify')).toEqual([500, 200]);
  });
});
