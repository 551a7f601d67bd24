import { AIM_TRAIN_GAME, AIM_TRAIN_LEVEL_CREDITS, AIM_TRAIN_MAX_LEVEL, MESSAGES } from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer200, bodiesSent, rewriteData, withoutFields, type AnswerRewrites } from '@/testing/api-wire';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, preloadRoute, renderApp } from '@/testing/render-app';
import { passedLevelHere, rememberPassedLevel } from '../next-level';
import { allLevelsPassedText } from './aim-train-play-button';

// 'Play Now' on the Aim Train challenge (spec section 4) against the real mock server. The contract's
// next_level and level_credits are designed (decision 0580): the operator's answer has neither, and the
// answers here are rewritten as it would give them (testing/api-wire.ts).

let mock: MockSession;
let session: TestSession;

// Play Now navigates to /aim-train: its page module is compiled before the tests, not during a wait.
beforeAll(() => preloadRoute('/aim-train'), 60_000);

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

const ENTER = 'POST /v1/esl-games/enter';
const CHECK = 'GET /v1/esl-games/check';

type Game = Record<string, unknown>;
/** esl-games/check answered with each game changed by `change`. */
const eslGamesAs = (change: (game: Game) => Game) =>
  rewriteData((data) => {
    const { eslgames } = data as { eslgames: Game[] };
    return { eslgames: eslgames.map(change) };
  });
/** The operator's answers: no designed next_level, level_credits or thumbnail, and an enter without data. */
const SPEC_ANSWERS: AnswerRewrites = {
  [CHECK]: eslGamesAs((game) => withoutFields(game, ['next_level', 'level_credits', 'thumbnail'])),
  [ENTER]: (real) => ({ status: real.status, body: withoutFields(real.body, ['data']) }),
};

function openChallenge(rewrites: AnswerRewrites = {}) {
  return renderApp({
    route: `/game-challenges?gameId=${AIM_TRAIN_GAME.gameId}`,
    mockSessionId: mock.id,
    session,
    width: DESKTOP_WIDTH,
    rewrites,
  });
}

async function playNow(utils: ReturnType<typeof openChallenge>) {
  const button = await screen.findByRole('button', { name: MESSAGES.playNow });
  await waitFor(() => expect(button).toBeEnabled());
  await utils.user.click(button);
}

describe("Play Now's level", () => {
  it("enters the level the server offers, with the server's credits", async () => {
    const utils = openChallenge();
    await playNow(utils);
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/aim-train'));
    expect(bodiesSent(utils.sent, ENTER)).toEqual([
      {
        game_unique_id: AIM_TRAIN_GAME.gameId,
        game_name: AIM_TRAIN_GAME.name,
        game_level: 1,
        level_credits: 30,
      },
    ]);
    expect(await screen.findByText(`Level 1 · ${MESSAGES.winCredits(30)}`)).toBeInTheDocument();
  });

  it("without the designed fields, enters level 1 with the spec's level table credits", async () => {
    const utils = openChallenge(SPEC_ANSWERS);
    await playNow(utils);
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/aim-train'));
    expect(bodiesSent(utils.sent, ENTER)).toEqual([
      expect.objectContaining({ game_level: 1, level_credits: 30 }),
    ]);
    expect(await screen.findByText(`Level 1 · ${MESSAGES.winCredits(30)}`)).toBeInTheDocument();
  });

  it('without the designed fields, enters the level after the highest passed on this device', async () => {
    rememberPassedLevel(session.msisdn, 11);
    // The mock server keeps its own record (level 1 next): the enter is answered as the operator would.
    const utils = openChallenge({ ...SPEC_ANSWERS, [ENTER]: answer200({ success: true, message: 'OK' }) });
    await playNow(utils);
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/aim-train'));
    expect(bodiesSent(utils.sent, ENTER)).toEqual([
      expect.objectContaining({ game_level: 12, level_credits: AIM_TRAIN_LEVEL_CREDITS[12] }),
    ]);
    expect(await screen.findByText(`Level 12 · ${MESSAGES.winCredits(95)}`)).toBeInTheDocument();
  });

  it("takes the server's next_level, and the level table when its level_credits are missing", async () => {
    const utils = openChallenge({
      [CHECK]: eslGamesAs((game) => ({ ...withoutFields(game, ['level_credits']), next_level: 3 })),
      [ENTER]: answer200({ success: true, message: 'OK' }),
    });
    await playNow(utils);
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/aim-train'));
    expect(bodiesSent(utils.sent, ENTER)).toEqual([
      expect.objectContaining({ game_level: 3, level_credits: AIM_TRAIN_LEVEL_CREDITS[3] }),
    ]);
  });
});

describe('every level passed', () => {
  const expectAllPassed = async () => {
    const list = await screen.findByRole('list', { name: 'Challenges' });
    const [card] = within(list).getAllByRole('listitem');
    expect(await within(card!).findByRole('status')).toHaveTextContent(
      allLevelsPassedText(AIM_TRAIN_GAME.name),
    );
    expect(within(card!).queryByRole('button', { name: MESSAGES.playNow })).toBeNull();
  };

  it("says so instead of 'Play Now' when the server's next_level is null (after level 25)", async () => {
    openChallenge({ [CHECK]: eslGamesAs((game) => ({ ...game, next_level: null, level_credits: null })) });
    await expectAllPassed();
    expect(await mock.calls('enterEslGame')).toBe(0);
  });

  it('says so without the designed fields once this device saw level 25 passed', async () => {
    rememberPassedLevel(session.msisdn, AIM_TRAIN_MAX_LEVEL);
    openChallenge(SPEC_ANSWERS);
    await expectAllPassed();
  });
});

describe('the record of passed levels on this device', () => {
  it('keeps the highest valid level per subscriber', () => {
    expect(passedLevelHere(session.msisdn)).toBe(0);
    rememberPassedLevel(session.msisdn, 4);
    rememberPassedLevel(session.msisdn, 2);
    rememberPassedLevel(session.msisdn, 26);
    expect(passedLevelHere(session.msisdn)).toBe(4);
    expect(passedLevelHere('923000000000')).toBe(0);
    expect(passedLevelHere(null)).toBe(0);
  });
});
