import { SEEDED } from '@esr/test-support';
import { REWARDS, rewardName } from '@esr/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aimTrainState } from '../support/aim-train';
import { useVisits, type Visit } from '../support/browser';
import { onFullProfile, VIEWPORTS } from '../support/profiles';
import { URDU_BROWSER, urdu } from '../support/urdu';

// Urdu to the last word (issue 39), on both API profiles: a server's refusal in the visit's language (its
// documented code worded by the app, with the answer's numbers) or, without the designed code, the
// server's words set apart so their full stop stays at their end; times written by Intl in Urdu; every
// number written by Intl; one phone number format; the Aim Train game drawing the page's words.

const openVisit = useVisits({ locale: URDU_BROWSER });

const LATIN = /[A-Za-z]/;
const PLAYSTATION = REWARDS.find((reward) => reward.nameId === 'items.playstation5')!;

/** The text of a fact (dt, then its dd) inside `within`. */
async function fact(within: Locator, label: string): Promise<string> {
  const term = within.locator('dt', { hasText: label }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

/**
 * Where a text's first and last characters are painted, in CSS pixels from the left: a full stop that a
 * right-to-left line moved to the front of an English sentence paints left of its first letter.
 */
async function endsPainted(page: Page, element: Locator): Promise<{ first: number; last: number }> {
  const handle = await element.elementHandle();
  return page.evaluate((root) => {
    const walker = document.createTreeWalker(root!, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const visible = (text: Text, from: 'start' | 'end') => {
      const chars = [...text.data.matchAll(/[^\s\u2068\u2069]/g)];
      const match = from === 'start' ? chars[0] : chars.at(-1);
      const range = document.createRange();
      range.setStart(text, match!.index);
      range.setEnd(text, match!.index + 1);
      return range.getBoundingClientRect().left;
    };
    return { first: visible(nodes[0]!, 'start'), last: visible(nodes.at(-1)!, 'end') };
  }, handle);
}

describe.each(VIEWPORTS)('Urdu to the last word (%s)', (viewport) => {
  it("a refused redemption: the app's words with the answer's numbers, else the server's, set apart", async () => {
    const visit = await openVisit(viewport);
    // Ali Raza, a new trial, has no credits.
    await visit.login(SEEDED.newTrial, '/rewards');
    const { page } = visit;
    const redeem = urdu('rewards.redeemItem', { item: urdu(PLAYSTATION.nameId) });
    await page.getByRole('button', { name: redeem, exact: true }).click();
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    const title = popup.getByRole('heading').first();
    if (onFullProfile) {
      // INSUFFICIENT_CREDITS with required_credits and credits: the catalogue's Urdu, Urdu's numbers.
      const text = urdu('refusals.insufficientCredits', { required: PLAYSTATION.credits, credits: 0 });
      expect(text).toContain('130,500');
      expect(text).not.toMatch(LATIN);
      expect(await title.textContent()).toBe(text);
    } else {
      // The spec's answer has no code: the server's English as sent, its full stop painted at its end.
      const sent = `You need ${PLAYSTATION.credits} credits to redeem ${rewardName(PLAYSTATION)}; you have 0.`;
      expect(await title.textContent()).toBe(`\u2068${sent}\u2069`);
      const { first, last } = await endsPainted(page, title);
      expect(last).toBeGreaterThan(first);
    }
    await visit.screenshot('urdu-redeem-refused');
  });

  it('times and numbers written by Intl in Urdu: tournaments, rewards, the leaderboard', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, '/tournaments');
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: urdu('copy.weeklyTournaments') }).waitFor();
    const card = page.getByRole('article', { name: 'Freefire Clash Squad Open' }).first();
    // '8:06 رات': the part of the day in Urdu, not a Latin 'PM' that a right-to-left line shows first.
    const time = await fact(card, urdu('tournaments.time'));
    expect(time).toMatch(/^\d{1,2}:\d{2} [\u0600-\u06FF ]+$/);
    const fees = await page
      .locator('.t-card dt', { hasText: urdu('tournaments.entryFee') })
      .locator('xpath=following-sibling::dd[1]')
      .allTextContents();
    expect(fees).toContain(urdu('messages.entryFeeCredits', { n: 40000 }));
    expect(fees.join(' ')).not.toMatch(/\d{4,}/);
    await visit.screenshot('urdu-tournaments-times');

    await page.goto(visit.url('/join-tournament?tournamentId=t-ff-clash'));
    await page.getByRole('heading', { level: 1, name: 'Freefire Clash Squad Open' }).waitFor();
    const start = await fact(page.locator('main'), urdu('tournaments.startTime'));
    expect(start).toMatch(/[\u0600-\u06FF]/);
    expect(start).not.toMatch(LATIN);

    await page.goto(visit.url('/rewards'));
    const list = page.getByRole('list', { name: urdu('copy.rewards') });
    await list.waitFor();
    expect(await list.textContent()).toContain(urdu('messages.entryFeeCredits', { n: 130500 }));
    expect(await list.textContent()).not.toMatch(/headphone|headset|keyboard|mouse|Mobile/);
    // The balance comes from its own read: its placeholder holds the line until the credits arrive.
    const balance = page.locator('.rewards__balance:not(.rewards__balance--pending)');
    await balance.waitFor();
    expect(await balance.textContent()).toContain('30,000');

    await page.goto(visit.url('/leaderboard'));
    const podium = page.getByRole('list', { name: urdu('leaderboard.topThree') });
    await podium.waitFor();
    expect(await podium.textContent()).toContain('98,000');
    expect(await podium.textContent()).not.toMatch(/\d{4,}/);
  });

  it('one phone number format: Settings and the redeem form write it the same way', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, '/profile');
    const { page } = visit;
    const summary = page.getByRole('region', { name: urdu('copy.profile') });
    await summary.getByText('03005550001', { exact: true }).waitFor();
    await page.goto(visit.url('/rewards'));
    const headphone = REWARDS.find((reward) => reward.nameId === 'items.asusRogHeadphone')!;
    await page
      .getByRole('button', {
        name: urdu('rewards.redeemItem', { item: urdu(headphone.nameId) }),
        exact: true,
      })
      .click();
    await page.waitForURL('**/redeem');
    expect(await page.getByLabel(urdu('rewards.mobileLabel')).inputValue()).toBe('03005550001');
  });

  it('the Aim Train game draws the catalogue’s Urdu, right to left', async () => {
    const visit = await openVisit(viewport);
    await recordCanvasText(visit);
    await visit.login(SEEDED.withStreak, '/game-challenges?gameId=aim_train_001');
    const { page } = visit;
    await page.getByRole('button', { name: urdu('messages.playNow') }).click();
    await page.waitForURL('**/aim-train');
    if (viewport === 'phone') {
      await page.getByRole('button', { name: urdu('aimtrain.playInPortrait') }).click();
    }
    await expect.poll(async () => (await aimTrainState(page))?.phase, { timeout: 10_000 }).toBe('ready');
    await expect
      .poll(() => drawn(page), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          urdu('aimgame.level'),
          urdu('aimgame.time'),
          urdu('aimgame.tapToStart'),
          `rtl:${urdu('aimgame.tapToStart')}`,
        ]),
      );
    const texts = await drawn(page);
    for (const english of ['LEVEL', 'TIME', 'HITS', 'ACCURACY', 'Tap to start']) {
      expect(texts).not.toContain(english);
    }
    await visit.screenshot('urdu-aim-train-ready');
  });
});

/** Records every text the page draws on a canvas, and the direction it was drawn in (before any script). */
async function recordCanvasText(visit: Visit): Promise<void> {
  await visit.page.addInitScript(() => {
    const drawnTexts = new Set<string>();
    (window as unknown as { drawnTexts: Set<string> }).drawnTexts = drawnTexts;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawnTexts.add(String(text));
      drawnTexts.add(`${this.direction}:${String(text)}`);
      fillText.call(this, text, ...rest);
    };
  });
}

const drawn = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { drawnTexts?: Set<string> }).drawnTexts ?? [])]);
