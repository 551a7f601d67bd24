import { setTimeout as sleep } from 'node:timers/promises';
import { Skip, Stop, type CaseRecorder, type RunEnv } from '../../context';
import { readBalance, readEslGames } from '../../reads';
import {
  AIM_TRAIN_GAME_ID,
  AIM_TRAIN_LEVEL_REWARDS,
  AIM_TRAIN_MIN_PASS_MS,
  aimTrainReward,
} from '../../spec-tables';
import { dataOf, expectBalance, expectReportedCredits, statusOf } from './credits';

// Spec sections 4 and 9 and the contract, Aim Train: only the next unlocked level may be entered, with
// its reward from the level table; a pass credits that reward once and unlocks the next level; a fail
// credits nothing; a result without an open level (never entered, or exited) is refused. A pass is posted
// no sooner than the level's minimum play time after enter, as a real player's would be (a sooner one is
// refused: docs/security.md).

/** Beyond the level's minimum play time, for the clocks of the kit and the backend. */
const PLAY_TIME_MARGIN_MS = 250;
const AIM_TRAIN_MAX_LEVEL = AIM_TRAIN_LEVEL_REWARDS.length;

interface Level {
  game: { game_unique_id: string; game_name: string };
  level: number;
  credits: number;
}

/** An originals game whose levels are all passed: next_level null, nothing left to enter (decision 0101). */
interface Finished {
  game: Level['game'];
  /** Whether the backend said so with next_level null (the spec profile leaves the field out). */
  saidNull: boolean;
}

const enter = (c: CaseRecorder, token: string, l: Level, level = l.level, credits = aimTrainReward(level)) =>
  c.call('enterEslGame', { token, json: { ...l.game, game_level: level, level_credits: credits ?? 0 } });
const result = (c: CaseRecorder, token: string, l: Level, passed: boolean) =>
  c.call('submitEslGameResult', {
    token,
    json: { game_unique_id: l.game.game_unique_id, game_level: l.level, is_passed: passed ? '1' : '0' },
  });

async function refused(c: CaseRecorder, token: string, what: string, send: () => ReturnType<typeof enter>) {
  const balance = await readBalance(c, token);
  const sent = await send();
  const status = statusOf(sent) ?? 0;
  c.expect(status >= 400 && status < 500, 'level-order', `${what} answered ${status}`, { exchange: sent });
  if (status === 200)
    await c.call('exitEslGame', { token, json: { game_unique_id: dataOf(sent).game_unique_id ?? '' } });
  await expectBalance(c, token, balance, 'level-order', `after ${what}`, 'enterEslGame');
}

/**
 * Without next_level (a designed field: the spec profile leaves it out) the level is found as a client
 * without it would: entering each level from 1 until one is accepted, then leaving it. Refused entries
 * change nothing (the level-order rule checks that on its own); none accepted: every level is passed.
 */
async function probeLevel(c: CaseRecorder, token: string, game: Level['game']): Promise<number | null> {
  for (let level = 1; level <= AIM_TRAIN_MAX_LEVEL; level += 1) {
    const entered = await enter(c, token, { game, level, credits: 0 });
    if (statusOf(entered) !== 200) continue;
    await c.call('exitEslGame', { token, json: { game_unique_id: game.game_unique_id, game_level: level } });
    return level;
  }
  return null;
}

/** The level the subscriber plays next, or Finished once every level is passed. */
async function nextLevel(c: CaseRecorder, token: string): Promise<Level | Finished> {
  const games = await readEslGames(c, token);
  const found = games.find((g) => g.game_unique_id === AIM_TRAIN_GAME_ID) ?? games[0];
  if (!found?.game_unique_id || !found.game_name) throw new Skip('the backend lists no originals game');
  const game = { game_unique_id: found.game_unique_id, game_name: found.game_name };
  const level = found.next_level === undefined ? await probeLevel(c, token, game) : found.next_level;
  if (level === null) return { game, saidNull: found.next_level === null };
  if (typeof level !== 'number') throw new Stop(`${game.game_unique_id}: next_level is ${String(level)}`);
  const expected = aimTrainReward(level);
  if (found.level_credits !== undefined) {
    c.expect(
      found.level_credits === expected,
      'level-order',
      `level ${level} pays ${found.level_credits}; the spec's table says ${expected}`,
      { operationId: 'checkEslGames' },
    );
  }
  return { game, level, credits: expected ?? 0 };
}

const isFinished = (l: Level | Finished): l is Finished => !('level' in l);

async function wrongEntriesRefused(c: CaseRecorder, token: string, l: Level) {
  if (l.level < AIM_TRAIN_MAX_LEVEL)
    await refused(c, token, `entering level ${l.level + 1} before ${l.level}`, () =>
      enter(c, token, l, l.level + 1),
    );
  if (l.level > 1)
    await refused(c, token, `entering level ${l.level - 1} again`, () => enter(c, token, l, l.level - 1));
  await refused(c, token, `entering level ${l.level} with a reward of ${l.credits + 5}`, () =>
    enter(c, token, l, l.level, l.credits + 5),
  );
  await refused(c, token, `a result for level ${l.level} never entered`, () => result(c, token, l, true));
}

/** Every level passed: the last one can be neither entered again nor reported again (no replay). */
async function nothingLeft(c: CaseRecorder, token: string, done: Finished, after: string): Promise<void> {
  const last: Level = {
    game: done.game,
    level: AIM_TRAIN_MAX_LEVEL,
    credits: aimTrainReward(AIM_TRAIN_MAX_LEVEL) ?? 0,
  };
  await refused(c, token, `${after}, entering level ${last.level} again`, () => enter(c, token, last));
  await refused(c, token, `${after}, a result for level ${last.level}`, () => result(c, token, last, true));
}

/** Level `l` passed: the next level, or null after the last one (contract: next_level). */
const levelAfter = (l: Level): number | null => (l.level < AIM_TRAIN_MAX_LEVEL ? l.level + 1 : null);

async function pass(c: CaseRecorder, token: string, l: Level): Promise<void> {
  const before = await readBalance(c, token);
  const entered = await enter(c, token, l);
  if (statusOf(entered) !== 200) {
    c.fail('level-order', `entering the next level ${l.level} answered ${statusOf(entered)}`, {
      exchange: entered,
    });
    throw new Stop('the next level could not be entered');
  }
  await sleep((AIM_TRAIN_MIN_PASS_MS[l.level - 1] ?? 0) + PLAY_TIME_MARGIN_MS);
  const passed = await result(c, token, l, true);
  c.expect(statusOf(passed) === 200, 'level-order', `passing level ${l.level} answered ${statusOf(passed)}`, {
    exchange: passed,
  });
  const reported = dataOf(passed);
  if ('next_level' in reported) {
    c.expect(
      reported.next_level === levelAfter(l),
      'level-order',
      `passing level ${l.level} answered next_level ${String(reported.next_level)}, not ${String(levelAfter(l))}`,
      { exchange: passed },
    );
  }
  const after = await expectBalance(
    c,
    token,
    before + l.credits,
    'level-order',
    `passing level ${l.level}`,
    'submitEslGameResult',
  );
  expectReportedCredits(c, passed, after);
  c.note(`level ${l.level} passed for ${l.credits}: ${before} -> ${after}`);
}

async function failAndExit(c: CaseRecorder, token: string, l: Level): Promise<void> {
  const before = await readBalance(c, token);
  await enter(c, token, l);
  const failed = await result(c, token, l, false);
  c.expect(statusOf(failed) === 200, 'level-order', `failing level ${l.level} answered ${statusOf(failed)}`, {
    exchange: failed,
  });
  await expectBalance(c, token, before, 'level-order', `failing level ${l.level}`, 'submitEslGameResult');
  await enter(c, token, l);
  const exited = await c.call('exitEslGame', {
    token,
    json: { game_unique_id: l.game.game_unique_id, game_level: l.level },
  });
  c.expect(statusOf(exited) === 200, 'level-order', `leaving level ${l.level} answered ${statusOf(exited)}`, {
    exchange: exited,
  });
  await refused(c, token, `a result for level ${l.level} after leaving it`, () => result(c, token, l, true));
}

/**
 * The level order on whatever level the subscriber is at: wrong entries refused, a fail that changes
 * nothing, a pass that pays the level's reward once and unlocks the next one, and after level 25 nothing
 * left (next_level null, entering again refused). A subscriber who passed every level before the run
 * is checked for that end: the rule is exercised, the level table's rewards are not (said in a note).
 */
export async function aimTrainScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const token = await env.token(c, env.settings.msisdn);
  const first = await nextLevel(c, token);
  if (isFinished(first)) {
    c.note(
      `${first.game.game_unique_id}: every level was passed before this run (next_level ${first.saidNull ? 'null' : 'absent, every level refused'}): ` +
        'checked that nothing is left to enter or report; no pass was played',
    );
    return nothingLeft(c, token, first, 'every level passed');
  }
  await wrongEntriesRefused(c, token, first);
  await failAndExit(c, token, first);
  const again = await nextLevel(c, token);
  c.expect(
    !isFinished(again) && again.level === first.level,
    'level-order',
    `a failed level ${first.level} moved the next level to ${isFinished(again) ? 'null' : again.level}`,
    { operationId: 'submitEslGameResult' },
  );
  await pass(c, token, first);
  const second = await nextLevel(c, token);
  const expected = levelAfter(first);
  const shown = isFinished(second) ? null : second.level;
  c.expect(
    shown === expected,
    'level-order',
    `after passing level ${first.level} the next level is ${String(shown)}, not ${String(expected)}`,
    { operationId: 'submitEslGameResult' },
  );
  if (isFinished(second)) await nothingLeft(c, token, second, `after passing level ${first.level}`);
}
