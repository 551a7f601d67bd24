import { SEEDED } from '@esr/test-support';
import { REWARDS, rewardName } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { useVisits, type ViewportName, type Visit } from '../support/browser';
import { onFullProfile } from '../support/profiles';
import { corruptPngFile, gifFile, pngFile, profileOf } from '../support/journey-helpers';
import { expectLaidOut } from '../support/routes';
import { URDU_BROWSER, urdu } from '../support/urdu';

// The subscriber's journeys in Urdu (issue 19) at a phone and a desktop size, each screen checked for
// horizontal overflow and serious axe violations as it is reached: the first visit (check-in, game
// selector), a task upload, tournaments, a redemption, the leaderboard and the FAQs. Texts are read from
// the Urdu catalogue (support/urdu.ts), so a screen left in English fails. Full API profile only (see
// language.test.ts).

const openVisit = useVisits({ locale: URDU_BROWSER });

async function inUrdu(visit: Visit): Promise<void> {
  expect(await visit.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expectLaidOut(visit);
}

describe.runIf(onFullProfile).each<ViewportName>(['phone', 'desktop'])(
  'journeys in Urdu (%s)',
  (viewport) => {
    it('first visit: the check-in, the reward, the game selector', async () => {
      const visit = await openVisit(viewport);
      await visit.login(SEEDED.newTrial, '/', { quiet: false });
      const { page } = visit;
      const checkin = page.getByRole('dialog', { name: urdu('checkin.title') });
      await checkin.waitFor();
      await inUrdu(visit);
      await visit.screenshot('urdu-first-visit-checkin');
      await checkin.getByRole('button', { name: urdu('checkin.claim') }).click();
      const congratulations = page.getByRole('dialog', { name: urdu('messages.congratulations') });
      await congratulations.waitFor();
      await expect.poll(() => congratulations.textContent()).toContain(urdu('messages.dailyLoginReward'));
      await inUrdu(visit);
      await congratulations.getByRole('button').last().click();
      const selector = page.getByRole('dialog', { name: urdu('checkin.gameSelectorTitle') });
      await selector.waitFor();
      await inUrdu(visit);
      await visit.screenshot('urdu-first-visit-game-selector');
      await selector.getByRole('button', { name: /PUBG Mobile/ }).click();
      await page.waitForURL('**/tasks');
      await page.getByRole('button', { name: urdu('messages.submitEntry') }).waitFor();
    });

    it("today's task: a wrong file refused, a screenshot sent, Submitted", async () => {
      const visit = await openVisit(viewport);
      await visit.login(SEEDED.withStreak, '/tasks');
      const { page } = visit;
      const before = await profileOf(visit);
      await page.getByRole('heading', { level: 1, name: urdu('challenges.dailyTasks') }).waitFor();
      await inUrdu(visit);
      await page.getByRole('button', { name: urdu('messages.submitEntry') }).click();
      const dialog = page.getByRole('dialog', { name: urdu('challenges.uploadTitle') });
      await dialog.waitFor();
      const field = dialog.getByLabel(new RegExp(`^${urdu('challenges.uploadInput')}`));
      await field.setInputFiles(gifFile());
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(urdu('messages.uploadTypes'));
      await inUrdu(visit);
      await field.setInputFiles(corruptPngFile());
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(urdu('challenges.invalidImage'));
      await field.setInputFiles(pngFile());
      await dialog.getByRole('img', { name: urdu('challenges.uploadPreview') }).waitFor();
      await visit.screenshot('urdu-task-upload-preview');
      await dialog.getByRole('button', { name: urdu('challenges.submit'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: urdu('messages.submitted') }).waitFor();
      expect(await page.getByText(urdu('messages.taskCompletedToday')).isVisible()).toBe(true);
      await inUrdu(visit);
      expect((await profileOf(visit)).credits).toBeGreaterThan(before.credits);
    });

    it('tournaments: the list, then registration with the form in Urdu', async () => {
      const visit = await openVisit(viewport);
      await visit.login(SEEDED.withStreak, '/tournaments');
      const { page } = visit;
      await page.getByRole('heading', { level: 1, name: urdu('copy.weeklyTournaments') }).waitFor();
      await page.getByText(urdu('messages.joinNow')).first().waitFor();
      await inUrdu(visit);
      await page.goto(visit.url('/join-tournament?tournamentId=t-ff-clash'));
      await page.getByRole('heading', { level: 1, name: 'Freefire Clash Squad Open' }).waitFor();
      const register = page.getByRole('button', { name: urdu('copy.register') });
      await register.click();
      await expect.poll(() => page.getByText(urdu('tournaments.fieldRequired')).count()).toBe(3);
      await inUrdu(visit);
      await page.getByLabel(urdu('tournaments.gameUid')).fill('5123456789');
      await page.getByLabel(urdu('tournaments.nickname')).fill('SanaSnipes');
      await page.getByLabel(urdu('tournaments.email')).fill('sana@example.pk');
      await register.click();
      const success = page.getByRole('dialog', { name: urdu('messages.registrationSuccess') });
      await success.waitFor();
      await inUrdu(visit);
      await visit.screenshot('urdu-tournament-registered');
    });

    it('redeem: the form refuses empty fields in Urdu, then the thank-you page', async () => {
      const visit = await openVisit(viewport);
      await visit.login(SEEDED.withStreak, '/rewards');
      const { page } = visit;
      const reward = REWARDS.find((item) => rewardName(item) === 'Asus ROG headphone')!;
      await page.getByRole('heading', { level: 1, name: urdu('copy.rewards') }).waitFor();
      await inUrdu(visit);
      await page
        .getByRole('button', { name: urdu('rewards.redeemItem', { item: urdu(reward.nameId) }) })
        .click();
      await page.waitForURL('**/redeem');
      await page.getByLabel(urdu('rewards.nameLabel')).fill('   ');
      const send = page.getByRole('button', { name: urdu('copy.redeem'), exact: true });
      await send.click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(urdu('messages.fillAllFields'));
      await inUrdu(visit);
      await visit.screenshot('urdu-redeem-fill-all-fields');
      await page.getByLabel(urdu('rewards.nameLabel')).fill('Sana Khan');
      await page.getByLabel(urdu('rewards.emailLabel')).fill('sana@example.pk');
      await send.click();
      await page.waitForURL('**/thankyou');
      await page.getByRole('heading', { level: 1, name: urdu('rewards.thankYouTitle') }).waitFor();
      await inUrdu(visit);
      expect((await profileOf(visit)).credits).toBe(30000 - reward.credits);
    });

    it('leaderboard and FAQs', async () => {
      const visit = await openVisit(viewport);
      await visit.login(SEEDED.withStreak, '/leaderboard');
      const { page } = visit;
      await page.getByRole('heading', { level: 1, name: urdu('leaderboard.title') }).waitFor();
      await page.getByRole('list', { name: urdu('leaderboard.rankings') }).waitFor();
      await inUrdu(visit);
      await page.goto(visit.url('/faqs'));
      await page.getByRole('heading', { level: 1, name: urdu('copy.faqs') }).waitFor();
      // The prerendered page paints first: the accordion answers once the app has hydrated it.
      await page.waitForLoadState('networkidle');
      const question = page.getByRole('button', { name: urdu('info.faqWhatQuestion') });
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByText(urdu('info.faqWhatAnswer')).isVisible()).toBe(true);
      await inUrdu(visit);
      await visit.screenshot('urdu-faqs-open');
    });
  },
);
