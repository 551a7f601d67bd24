import { SEEDED } from '@esr/test-support';
import { MESSAGES, streakDayCards } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { UPLOAD_POPUP_TITLE } from './screenshot-upload-popup';
import { holdAnswers } from '@/testing/api-wire';
import { chooseScreenshot, submitScreenshot } from '@/testing/upload-steps';
import { pngFile } from '@/testing/test-files';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { CHOOSE_ANOTHER_GAME_LABEL, TASKS_TITLE } from './tasks-page';

// /tasks (spec sections 2, 4 and 8) against the real mock server.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function loginAs(msisdn: string, referrer: string | null = null) {
  const { token } = await mock.login(msisdn, referrer);
  return { msisdn, token };
}

function openTasks(
  { msisdn, token }: { msisdn: string; token: string },
  extra: Record<string, string> = {},
  width = DESKTOP_WIDTH,
) {
  return renderApp({
    route: '/tasks',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN, ...extra },
    width,
  });
}

async function todaysChallenge(token: string): Promise<Schemas['DailyChallenge']> {
  const streak = await mock.streak(token);
  if (!streak.gameId) throw new Error('no daily game');
  const { data } = await mock
    .api(token)
    .POST('/v1/daily-challenges/challenges', { body: { gameId: streak.gameId } });
  const today = data?.data[0];
  if (!today) throw new Error('no challenge');
  return today;
}

async function credits(token: string): Promise<number> {
  const { data } = await mock.api(token).GET('/v1/user/profile');
  return data?.credits ?? NaN;
}

describe('/tasks', () => {
  it('shows the streak day card, the task name, Win N Credits and Submit Entry', async () => {
    const user = await loginAs(SEEDED.withStreak);
    const streak = await mock.streak(user.token);
    const today = await todaysChallenge(user.token);
    expect(today.entryStatus).toBe('Not submitted');
    openTasks(user, {}, PHONE_WIDTH);

    expect(
      await screen.findByRole('heading', { level: 1, name: translator()(TASKS_TITLE) }),
    ).toBeInTheDocument();
    const days = within(await screen.findByRole('list', { name: 'Daily streak' })).getAllByRole('listitem');
    const expected = streakDayCards(streak.active_day, streak.amount_to_claim);
    expect(days.map((d) => d.getAttribute('data-state'))).toEqual(expected.map((c) => c.state));
    expect(days.map((d) => within(d).getByText(/Credits$/).textContent)).toEqual(
      expected.map((c) => `${c.credits} Credits`),
    );

    const card = await screen.findByRole('article', { name: today.name });
    expect(card).toHaveTextContent(MESSAGES.winCredits(today.prize));
    expect(within(card).getByRole('button', { name: MESSAGES.submitEntry })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.taskCompletedToday)).not.toBeInTheDocument();
  });

  it("shows today's card of the streak claimed once today's reward is claimed", async () => {
    const user = await loginAs(SEEDED.withStreak);
    await mock.claimStreak(user.token);
    openTasks(user, {}, PHONE_WIDTH);
    const days = within(await screen.findByRole('list', { name: 'Daily streak' })).getAllByRole('listitem');
    expect(days.map((d) => d.getAttribute('data-state'))).toEqual(['claimed', 'claimed', 'locked']);
    expect(days[1]).toHaveAttribute('aria-current', 'step');
  });

  it("shows 'Loading...' until today's task is in", async () => {
    const user = await loginAs(SEEDED.withStreak);
    const release = holdAnswers('POST /v1/daily-challenges/challenges');
    openTasks(user);
    await screen.findByRole('list', { name: 'Daily streak' });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('button', { name: MESSAGES.submitEntry })).toBeEnabled();
  });

  it("submits the screenshot, then reloads: a disabled 'Submitted', the completion message and the credits", async () => {
    const user = await loginAs(SEEDED.withStreak);
    const today = await todaysChallenge(user.token);
    const before = await credits(user.token);
    const { user: ui } = openTasks(user);

    await ui.click(await screen.findByRole('button', { name: MESSAGES.submitEntry }));
    const dialog = await chooseScreenshot(ui, pngFile());
    await submitScreenshot(ui, dialog);

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: translator()(UPLOAD_POPUP_TITLE) }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: MESSAGES.submitted })).toBeDisabled();
    expect(screen.getByText(MESSAGES.taskCompletedToday)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.submitEntry })).not.toBeInTheDocument();
    expect(await mock.calls('submitDailyEntry')).toBe(1);
    expect(await credits(user.token)).toBe(before + today.prize);
  });

  it("shows the disabled 'Submitted' and the message when today's entry is already in", async () => {
    const user = await loginAs(SEEDED.withStreak);
    const today = await todaysChallenge(user.token);
    const form = new FormData();
    form.append('entryImage', pngFile());
    form.append('challengeId', today.challengeId);
    const { response } = await mock.api(user.token).POST('/v1/daily-challenges/entry', {
      body: { entryImage: pngFile(), challengeId: today.challengeId },
      bodySerializer: () => form,
    });
    expect(response.ok).toBe(true);

    openTasks(user);
    expect(await screen.findByRole('button', { name: MESSAGES.submitted })).toBeDisabled();
    expect(screen.getByText(MESSAGES.taskCompletedToday)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.submitEntry })).not.toBeInTheDocument();
  });

  it("shows 'No challenges available for today' when today's challenge is archived", async () => {
    const user = await loginAs(SEEDED.withStreak);
    await mock.selectGame(user.token, 'clash-royale');
    openTasks(user);
    expect(await screen.findByText(MESSAGES.noChallengesToday)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.submitEntry })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.submitted })).not.toBeInTheDocument();
  });

  it('offers a way out of a day without a challenge: another game from the selector', async () => {
    const user = await loginAs(SEEDED.withStreak);
    await mock.selectGame(user.token, 'clash-royale');
    const { user: ui } = openTasks(user);
    const empty = (await screen.findByText(MESSAGES.noChallengesToday)).parentElement!;
    await ui.click(within(empty).getByRole('button', { name: translator()(CHOOSE_ANOTHER_GAME_LABEL) }));
    const selector = await screen.findByRole('dialog', { name: 'Choose your game' });
    await ui.click((await within(selector).findAllByRole('button', { name: /PUBG Mobile/ }))[0]!);
    const today = await todaysChallenge(user.token);
    expect(await screen.findByRole('article', { name: today.name })).toBeInTheDocument();
  });

  it("opens the game selector when no game is chosen; choosing one shows that game's task", async () => {
    const user = await loginAs(SEEDED.newTrial);
    expect((await mock.streak(user.token)).gameId).toBeNull();
    const { user: ui } = openTasks(user);

    const selector = await screen.findByRole('dialog', { name: 'Choose your game' });
    const games = await within(selector).findAllByRole('button', { name: /PUBG Mobile/ });
    await ui.click(games[0]!);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your game' })).toBeNull());
    const today = await todaysChallenge(user.token);
    expect(await screen.findByRole('article', { name: today.name })).toHaveTextContent(
      MESSAGES.winCredits(today.prize),
    );
    expect(screen.getByRole('button', { name: MESSAGES.submitEntry })).toBeEnabled();
  });

  it("shows 'Failed to load daily games' when the server refuses today's task", async () => {
    const user = await loginAs(SEEDED.withStreak);
    await mock.fault('getDailyChallenges', { status: 500 });
    openTasks(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadDailyGames);
    expect(screen.queryByRole('button', { name: MESSAGES.submitEntry })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load daily games' when the streak data is refused", async () => {
    const user = await loginAs(SEEDED.withStreak);
    await mock.fault('getActiveStreak', { status: 500 });
    openTasks(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadDailyGames);
  });

  it("shows 'Error loading tasks.' when today's task gets no answer (a failed token refresh)", async () => {
    // A gamenow user keeps access to /tasks after the failed refresh clears the login.
    const user = await loginAs(SEEDED.gamenow, 'gamenow');
    await mock.fault('getDailyChallenges', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    openTasks(user, { gamesNowRef: 'true', refferer: 'gamenow' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorLoadingTasks);
    expect(screen.queryByText(MESSAGES.failedToLoadDailyGames)).not.toBeInTheDocument();
  });

  it("shows 'Error loading tasks.' to a gamenow user without a login (no token, no msisdn)", async () => {
    renderApp({
      route: '/tasks',
      mockSessionId: mock.id,
      session: { gamesNowRef: 'true', refferer: 'gamenow', ...POPUPS_SEEN },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorLoadingTasks);
  });
});
