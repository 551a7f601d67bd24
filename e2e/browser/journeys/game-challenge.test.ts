import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import {
  pickScreenshot,
  pngFile,
  previewImage,
  profileOf,
  statusesOf,
  submitButton,
  uploadDialog,
} from '../support/journey-helpers';

// A game challenge entry (spec sections 2 and 4): /daily-gaming-tasks, a card of 'Other Games' opens
// /game-challenges?gameId=…, Submit Entry opens the upload popup, the screenshot is sent and the card
// shows CLAIMED; the challenge's credits are added and it is listed on /completed.

const openVisit = useVisits();

const CHALLENGE = 'Win a Classic match in Livik';
const PRIZE = 60;

describe.each(VIEWPORTS)('game challenge entry (%s)', (viewport) => {
  it('Other Games → PUBG Mobile → Submit Entry → screenshot → CLAIMED', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.newTrial, '/daily-gaming-tasks');
    const { page } = visit;
    const before = await profileOf(visit);

    await page.getByRole('heading', { level: 1, name: COPY.gamingChallenges }).waitFor();
    const otherGames = page.getByRole('region', { name: COPY.otherGames });
    await otherGames.getByRole('link', { name: 'PUBG Mobile' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/game-challenges' && url.searchParams.get('gameId') === 'pubg-mobile',
    );

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CHALLENGE }) });
    await card.waitFor();
    expect(await card.getByText(MESSAGES.winCredits(PRIZE)).isVisible()).toBe(true);
    expect(await card.getByText(MESSAGES.claimed).count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Challenges' }).getByRole('listitem');
    expect(await cards.first().getByRole('heading').textContent()).toBe(CHALLENGE);
    // Only active challenges are listed: last season's archived one is not.
    expect(await page.getByText("Last season's challenge").count()).toBe(0);
    await visit.screenshot('journey-challenge-list');
    await card.getByRole('button', { name: MESSAGES.submitEntry }).click();

    const dialog = uploadDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByText(CHALLENGE).isVisible()).toBe(true);
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    await pickScreenshot(dialog, pngFile('livik-win.png'));
    await previewImage(dialog).waitFor();
    await submitButton(dialog).click();
    await dialog.waitFor({ state: 'detached' });

    await card.getByText(MESSAGES.claimed).waitFor();
    expect(await card.getByRole('button', { name: MESSAGES.submitEntry }).count()).toBe(0);
    // Sorted by makeEntry: the claimed challenge goes after the open ones.
    expect(await cards.last().getByRole('heading').textContent()).toBe(CHALLENGE);
    await visit.observe();
    await visit.screenshot('journey-challenge-claimed');

    expect(await statusesOf(visit, 'submitChallengeEntry')).toEqual([200]);
    const after = await profileOf(visit);
    expect(after.credits).toBe(before.credits + PRIZE);
    expect(after.completed_tasks_total).toBe(before.completed_tasks_total + 1);

    // The claimed challenge is listed with the completed tasks.
    await page.goto(visit.url('/completed'));
    const done = page.getByRole('listitem').filter({ hasText: CHALLENGE });
    await done.waitFor();
    expect(await done.getByText(MESSAGES.claimed).isVisible()).toBe(true);
  });
});
