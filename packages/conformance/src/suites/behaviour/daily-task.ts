import { Skip, Stop, type CaseRecorder, type RunEnv } from '../../context';
import { body, readBalance, readDailyChallenge, readDailyGames, readStreak, type Schemas } from '../../reads';
import { TINY_PNG } from '../../requests/valid';
import { expectBalance, statusOf } from './credits';

// Spec sections 4 and 7, daily task: the game choice is saved (it shows in the streak's gameId), today's
// challenge comes first, an uploaded screenshot turns 'Not submitted' into 'Submitted' and credits the
// challenge's prize once; a second upload for the same challenge is refused.

const NOT_SUBMITTED = 'Not submitted';

function upload(c: CaseRecorder, token: string, challengeId: string) {
  const file = { field: 'entryImage', filename: 'screenshot.png', type: 'image/png', data: TINY_PNG };
  return c.call('submitDailyEntry', { token, form: { fields: { challengeId }, files: [file] } });
}

async function chooseGame(c: CaseRecorder, token: string): Promise<string> {
  const games = await readDailyGames(c, token);
  const current = (await readStreak(c, token)).gameId;
  const gameId = games.find((g) => g.gameId === current)?.gameId ?? games[0]?.gameId;
  if (!gameId) throw new Skip('the backend lists no daily-task game');
  const selected = await c.call('selectDailyGame', { token, json: { gameId } });
  c.expect(
    statusOf(selected) === 200,
    'daily-task',
    `selecting game ${gameId} answered ${statusOf(selected)}`,
    { exchange: selected },
  );
  const first = body<Schemas['DailyChallengeListResponse']>(selected)?.data?.[0];
  c.expect(first !== undefined, 'daily-task', 'the game-select answer has no challenge first in its list', {
    exchange: selected,
  });
  const saved = (await readStreak(c, token)).gameId;
  c.expect(
    saved === gameId,
    'daily-task',
    `after selecting ${gameId} the streak's gameId is ${String(saved)}`,
    { operationId: 'selectDailyGame' },
  );
  return gameId;
}

async function refusedAgain(c: CaseRecorder, token: string, challengeId: string, balance: number) {
  const again = await upload(c, token, challengeId);
  c.expect(
    statusOf(again) === 409,
    'daily-task',
    `a second upload for today answered ${statusOf(again)}, not 409`,
    { exchange: again },
  );
  await expectBalance(c, token, balance, 'daily-task', 'after a second upload for today', 'submitDailyEntry');
}

export async function dailyTaskScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const token = await env.token(c, env.settings.msisdn);
  const gameId = await chooseGame(c, token);
  const today = await readDailyChallenge(c, token, gameId);
  if (!today?.challengeId || today.archieved === 1) throw new Skip(`game ${gameId} has no challenge today`);
  const before = await readBalance(c, token);
  if (today.entryStatus !== NOT_SUBMITTED) {
    c.uncheck(
      'daily-task',
      `today's challenge ${today.challengeId} was submitted before this run: only the refusal of another upload was checked, not that an upload credits its prize once`,
    );
    return refusedAgain(c, token, today.challengeId, before);
  }
  if (typeof today.prize !== 'number') throw new Stop('the challenge has no prize');
  const sent = await upload(c, token, today.challengeId);
  c.expect(statusOf(sent) === 200, 'daily-task', `the upload answered ${statusOf(sent)}`, { exchange: sent });
  const after = await expectBalance(
    c,
    token,
    before + today.prize,
    'daily-task',
    `uploading for a prize of ${today.prize}`,
    'submitDailyEntry',
  );
  const shown = await readDailyChallenge(c, token, gameId);
  c.expect(
    shown?.entryStatus === 'Submitted',
    'daily-task',
    `after the upload the task shows '${String(shown?.entryStatus)}'`,
    { operationId: 'submitDailyEntry' },
  );
  c.note(`game ${gameId}, challenge ${today.challengeId}, prize ${today.prize}: ${before} -> ${after}`);
  await refusedAgain(c, token, today.challengeId, after);
}
