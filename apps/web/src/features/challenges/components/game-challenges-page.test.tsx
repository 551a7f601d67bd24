import { SEEDED } from '@esr/test-support';
import { AIM_TRAIN_GAME, MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { env } from '@/config/env';
import { UPLOAD_POPUP_TITLE } from './screenshot-upload-popup';
import { holdAnswers } from '@/testing/api-wire';
import { pngFile } from '@/testing/test-files';
import { chooseScreenshot, submitScreenshot } from '@/testing/upload-steps';
import { externalNavigations } from '@/testing/external-navigations';
import { creditsText, firstPlace, LEADER_CREDITS, leaderSession } from '@/testing/leaderboard';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';
import { CHALLENGE_LIST_LABEL, GAME_CHALLENGES_TITLE } from './game-challenges-page';

// /game-challenges?gameId (spec sections 2, 6 and 8) against the real mock server.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function open(gameId: string | null, msisdn: string = SEEDED.newTrial, width = DESKTOP_WIDTH) {
  const { token } = await mock.login(msisdn);
  const route =
    gameId === null ? '/game-challenges' : `/game-challenges?gameId=${encodeURIComponent(gameId)}`;
  const utils = renderApp({
    route,
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width,
  });
  return { ...utils, token };
}

async function serverChallenges(token: string, gameId: string): Promise<Schemas['GameChallenge'][]> {
  const { data } = await mock.api(token).POST('/v1/challenges/game/all', { body: { id: gameId } });
  if (!data) throw new Error('no challenges');
  return data.data.challenges;
}

/** The challenge cards in page order, by their names. */
async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: translator()(CHALLENGE_LIST_LABEL) });
  return within(list).getAllByRole('listitem');
}

const cardNamed = (name: string) =>
  within(screen.getByRole('list', { name: translator()(CHALLENGE_LIST_LABEL) }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }));

describe('/game-challenges', () => {
  it('lists the active challenges sorted by makeEntry, each with its name, Win N Credits and CLAIMED or Submit Entry', async () => {
    const { token } = await open('pubg-mobile', SEEDED.withStreak, PHONE_WIDTH);
    const all = await serverChallenges(token, 'pubg-mobile');
    const active = all.filter((c) => c.archived === 0);
    expect(all.some((c) => c.archived === 1)).toBe(true);
    expect(new Set(active.map((c) => c.makeEntry))).toEqual(new Set([0, 1]));
    // The seed's order is not already sorted: a claimed challenge comes before an open one.
    expect(active.findIndex((c) => c.makeEntry === 1)).toBeLessThan(
      active.map((c) => c.makeEntry).lastIndexOf(0),
    );

    const items = await cards();
    const expected = [...active].sort((a, b) => a.makeEntry - b.makeEntry);
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(
      expected.map((c) => c.challengeName),
    );
    for (const [index, challenge] of expected.entries()) {
      const item = items[index]!;
      expect(item).toHaveTextContent(MESSAGES.winCredits(challenge.prize));
      if (challenge.makeEntry === 1) {
        expect(within(item).getByText(MESSAGES.claimed)).toBeInTheDocument();
        expect(within(item).queryByRole('button', { name: MESSAGES.submitEntry })).toBeNull();
      } else {
        expect(within(item).getByRole('button', { name: MESSAGES.submitEntry })).toBeEnabled();
        expect(within(item).queryByText(MESSAGES.claimed)).toBeNull();
      }
    }
    for (const archived of all.filter((c) => c.archived === 1)) {
      expect(screen.queryByText(archived.challengeName)).not.toBeInTheDocument();
    }
  });

  it('enlarges a thumbnail in a dialog when it is clicked', async () => {
    const { user, token } = await open('pubg-mobile');
    const first = (await serverChallenges(token, 'pubg-mobile'))[0]!;
    await cards();
    await user.click(
      screen.getByRole('button', {
        name: translator()('challenges.enlargeImage', { name: first.challengeName }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: first.challengeName });
    expect(within(dialog).getByRole('img', { name: first.challengeName })).toHaveAttribute(
      'src',
      expect.stringContaining(first.challengeThumbnail),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Play Now' (not 'Submit Entry') on the Aim Train challenge", async () => {
    await open(AIM_TRAIN_GAME.gameId);
    const [item] = await cards();
    expect(within(item!).getByRole('button', { name: MESSAGES.playNow })).toBeInTheDocument();
    expect(within(item!).queryByRole('button', { name: MESSAGES.submitEntry })).toBeNull();
  });

  it('submits an entry: the popup closes, the challenge shows CLAIMED and the credits go up', async () => {
    const { user, token } = await open('freefire');
    const challenge = (await serverChallenges(token, 'freefire')).find((c) => c.makeEntry === 0)!;
    const before = (await mock.api(token).GET('/v1/user/profile')).data!.credits;
    await cards();

    await user.click(
      within(cardNamed(challenge.challengeName)!).getByRole('button', { name: MESSAGES.submitEntry }),
    );
    const dialog = await chooseScreenshot(user, pngFile());
    expect(dialog).toHaveTextContent(challenge.challengeName);
    await submitScreenshot(user, dialog);

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: translator()(UPLOAD_POPUP_TITLE) }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(cardNamed(challenge.challengeName)!).getByText(MESSAGES.claimed)).toBeVisible(),
    );
    expect(await mock.calls('submitChallengeEntry')).toBe(1);
    expect((await mock.api(token).GET('/v1/user/profile')).data!.credits).toBe(before + challenge.prize);
    // Claimed challenges sort last.
    const names = (await cards()).map((item) => within(item).getByRole('heading').textContent);
    expect(names[names.length - 1]).toBe(challenge.challengeName);
  });

  it('an accepted entry shows on the leaderboard at once: the credits are fetched again', async () => {
    const session = await leaderSession(mock);
    const { user, router } = renderApp({ route: '/leaderboard', mockSessionId: mock.id, session });
    await waitFor(() => expect(firstPlace()).toHaveTextContent(creditsText(LEADER_CREDITS)));
    const challenge = (await serverChallenges(session.accessToken, 'freefire')).find(
      (c) => c.makeEntry === 0,
    )!;

    await act(() => router.navigate('/game-challenges?gameId=freefire'));
    await cards();
    await user.click(
      within(cardNamed(challenge.challengeName)!).getByRole('button', { name: MESSAGES.submitEntry }),
    );
    await submitScreenshot(user, await chooseScreenshot(user, pngFile()));
    await waitFor(() =>
      expect(within(cardNamed(challenge.challengeName)!).getByText(MESSAGES.claimed)).toBeVisible(),
    );

    await act(() => router.navigate('/leaderboard'));
    await waitFor(() =>
      expect(firstPlace()).toHaveTextContent(creditsText(LEADER_CREDITS + challenge.prize)),
    );
  });

  it('invites a visitor (no token) to subscribe instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(
      mock,
      '/game-challenges?gameId=pubg-mobile',
      [translator()(GAME_CHALLENGES_TITLE)],
      ['getGameChallenges'],
    );
  });

  it('sends visitors who try to submit to the landing page', async () => {
    // A token without an msisdn is not a login (spec section 4): the list loads, submitting is refused.
    const { token } = await mock.login(SEEDED.newTrial);
    const { user } = renderApp({
      route: '/game-challenges?gameId=pubg-mobile',
      mockSessionId: mock.id,
      session: { accessToken: token },
    });
    const [first] = await cards();
    await user.click(within(first!).getByRole('button', { name: MESSAGES.submitEntry }));
    expect(externalNavigations()).toEqual([env.VITE_LANDING_URL]);
    expect(screen.queryByRole('dialog', { name: translator()(UPLOAD_POPUP_TITLE) })).not.toBeInTheDocument();
  });

  it("shows 'No challenges available for this game right now.' when the game has no active challenge", async () => {
    await open('clash-royale');
    expect(await screen.findByText(MESSAGES.noChallengesForGame)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: translator()(CHALLENGE_LIST_LABEL) })).not.toBeInTheDocument();
  });

  it("shows 'No game selected. Please go back and select a game.' without a gameId, and calls nothing", async () => {
    await open(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noGameSelected);
    expect(await mock.calls('getGameChallenges')).toBe(0);
  });

  it("shows 'Loading...' until the challenges are in", async () => {
    const release = holdAnswers('POST /v1/challenges/game/all');
    await open('pubg-mobile');
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('list', { name: translator()(CHALLENGE_LIST_LABEL) })).toBeInTheDocument();
  });

  it("shows 'Failed to load challenges for this game. Please try again later.' when the server refuses", async () => {
    await mock.fault('getGameChallenges', { status: 500 });
    await open('pubg-mobile');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadChallenges);
  });

  it("shows 'Failed to load challenges for this game. Please try again later.' for an unknown game", async () => {
    await open('no-such-game');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadChallenges);
  });

  it("shows 'An error occurred while fetching challenges.' when the call gets no answer", async () => {
    const { token } = await mock.login(SEEDED.newTrial);
    await mock.fault('getGameChallenges', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    renderApp({
      route: '/game-challenges?gameId=pubg-mobile',
      mockSessionId: mock.id,
      session: { msisdn: SEEDED.newTrial, accessToken: token, ...POPUPS_SEEN },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorFetchingChallenges);
  });
});
