import { AIM_TRAIN_GAME, COPY, MESSAGES } from '@esr/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdAnswers } from '@/testing/api-wire';
import { createMockSession, type MockSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';

// /daily-gaming-tasks (spec section 2) against the real mock server.

let mock: MockSession;
let session: Record<string, string>;
let token: string;

beforeEach(async () => {
  mock = await createMockSession();
  const login = await mock.login();
  token = login.token;
  session = {
    msisdn: login.msisdn,
    accessToken: login.token,
    dailyCheckinShown: 'true',
    gameSelectorShown: 'true',
  };
});

function openPage() {
  return renderApp({ route: '/daily-gaming-tasks', mockSessionId: mock.id, session, width: DESKTOP_WIDTH });
}

async function section(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const found = heading.closest('section');
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

describe('/daily-gaming-tasks', () => {
  it('invites a visitor to subscribe in both sections instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(
      mock,
      '/daily-gaming-tasks',
      [COPY.madeByEsl, COPY.otherGames],
      ['checkEslGames', 'listChallengeGames'],
    );
  });

  it("shows 'Gaming Challenges' with its subtitle, then 'Made by ESL' and 'Other Games'", async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(COPY.gamingChallenges);
    expect(screen.getByText(COPY.gamingTasksSubtitle)).toBeInTheDocument();
    expect(COPY.gamingTasksSubtitle).toBe('Play daily tasks & win extra credits');
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([COPY.madeByEsl, COPY.otherGames]);
  });

  it('Made by ESL: Aim Train opens /game-challenges?gameId=aim_train_001', async () => {
    openPage();
    const esl = await section(COPY.madeByEsl);
    const link = await within(esl).findByRole('link', { name: new RegExp(AIM_TRAIN_GAME.name) });
    expect(link).toHaveAttribute('href', `/game-challenges?gameId=${AIM_TRAIN_GAME.gameId}`);
  });

  it('Other Games: a card per game with challenges, opening /game-challenges?gameId={id}', async () => {
    const { data } = await mock.api(token).POST('/v1/challenges/games', { body: {} });
    const games = data!.data;
    expect(games.length).toBeGreaterThan(1);
    openPage();
    const other = await section(COPY.otherGames);
    await within(other).findAllByRole('link');
    for (const game of games) {
      expect(within(other).getByRole('link', { name: new RegExp(game.game || game.name) })).toHaveAttribute(
        'href',
        `/game-challenges?gameId=${game.gameId}`,
      );
    }
    expect(within(other).getAllByRole('link')).toHaveLength(games.length);
  });

  it("shows each section's 'Loading...' until its games are in", async () => {
    const release = holdAnswers('GET /v1/esl-games/check', 'POST /v1/challenges/games');
    openPage();
    for (const title of [COPY.madeByEsl, COPY.otherGames]) {
      const found = await section(title);
      expect(within(found).getByRole('status')).toHaveTextContent(MESSAGES.loading);
      expect(within(found).queryByRole('link')).toBeNull();
    }
    release();
    expect(await within(await section(COPY.otherGames)).findAllByRole('link')).not.toHaveLength(0);
  });

  it("shows 'Failed to load ESL games' and 'Failed to load daily games' when the server refuses", async () => {
    await mock.fault('checkEslGames', { status: 500 });
    await mock.fault('listChallengeGames', { status: 500 });
    openPage();
    expect(await within(await section(COPY.madeByEsl)).findByRole('alert')).toHaveTextContent(
      MESSAGES.failedToLoadEslGames,
    );
    expect(await within(await section(COPY.otherGames)).findByRole('alert')).toHaveTextContent(
      MESSAGES.failedToLoadDailyGames,
    );
  });

  it("shows the server's errors text when an answer lacks success", async () => {
    await mock.fault('checkEslGames', { noSuccess: true });
    await mock.fault('listChallengeGames', { noSuccess: true });
    openPage();
    for (const title of [COPY.madeByEsl, COPY.otherGames]) {
      expect(await within(await section(title)).findByRole('alert')).toHaveTextContent(
        'Service temporarily unavailable',
      );
    }
  });
});
