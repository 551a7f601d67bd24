import { Skip, Stop, type CaseRecorder, type RunEnv } from '../../context';
import { readBalance, readChallengeGames, readCompletedTasks, readGameChallenges } from '../../reads';
import { TINY_PNG_DATA_URL } from '../../requests/valid';
import { AIM_TRAIN_GAME_ID } from '../../spec-tables';
import { expectBalance, statusOf } from './credits';

// Spec section 7 and the contract, game challenges: an entry (a data-URL screenshot) credits the
// challenge's prize once and sets makeEntry to 1; the challenge is then a completed task; a second
// entry is refused and credits nothing.

async function openChallenge(c: CaseRecorder, token: string) {
  const games = (await readChallengeGames(c, token)).filter(
    (g) => g.gameId && g.gameId !== AIM_TRAIN_GAME_ID,
  );
  for (const game of games.slice(0, 5)) {
    const open = (await readGameChallenges(c, token, game.gameId!)).find(
      (ch) => ch.archived === 0 && ch.makeEntry === 0,
    );
    if (open?.challengeId) return { gameId: game.gameId!, challenge: open };
  }
  throw new Skip('no active challenge without an entry in the first five challenge games');
}

export async function challengeScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const token = await env.token(c, env.settings.msisdn);
  const { gameId, challenge } = await openChallenge(c, token);
  const challengeId = challenge.challengeId!;
  const prize = challenge.prize;
  if (typeof prize !== 'number') throw new Stop('the challenge has no prize');
  const entry = { entryImage: TINY_PNG_DATA_URL, gameId, challengeId };
  const before = await readBalance(c, token);
  const sent = await c.call('submitChallengeEntry', { token, json: entry });
  c.expect(statusOf(sent) === 200, 'game-challenge', `the entry answered ${statusOf(sent)}`, {
    exchange: sent,
  });
  const after = await expectBalance(
    c,
    token,
    before + prize,
    'game-challenge',
    `an entry for a prize of ${prize}`,
    'submitChallengeEntry',
  );
  const shown = (await readGameChallenges(c, token, gameId)).find((ch) => ch.challengeId === challengeId);
  c.expect(
    shown?.makeEntry === 1,
    'game-challenge',
    `after the entry makeEntry is ${String(shown?.makeEntry)}, not 1`,
    { operationId: 'submitChallengeEntry' },
  );
  const completed = await readCompletedTasks(c, token);
  c.expect(
    completed.some((t) => t.challenge_uuid === challengeId),
    'game-challenge',
    `${challengeId} is not among the completed tasks`,
    { operationId: 'submitChallengeEntry' },
  );
  if (completed.some((t) => t.challenge_uuid === challengeId)) {
    c.expect(
      completed[0]?.challenge_uuid === challengeId,
      'ordering',
      `the completed tasks come newest first, but ${challengeId}, just entered, is at position ${completed.findIndex((t) => t.challenge_uuid === challengeId) + 1}`,
      { operationId: 'listCompletedTasks' },
    );
  }
  const again = await c.call('submitChallengeEntry', { token, json: entry });
  c.expect(statusOf(again) === 409, 'game-challenge', `a second entry answered ${statusOf(again)}, not 409`, {
    exchange: again,
  });
  await expectBalance(c, token, after, 'game-challenge', 'after a second entry', 'submitChallengeEntry');
  c.note(`game ${gameId}, challenge ${challengeId}, prize ${prize}: ${before} -> ${after}`);
}
