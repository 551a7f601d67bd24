import { AIM_TRAIN_LEVELS, AIM_TRAIN_MAX_LEVEL, aimTrainLevelCredits } from '@esr/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Visit } from './browser';

// Playing the Aim Train build in the browser tests: the game's debug view (window.aimTrainDebug, the
// level, phase, outcome and live targets in canvas CSS pixels), presses on its canvas, and a level played
// to its end by hitting every target; the level the server offers next, on either API profile.

export interface AimTrainSnapshot {
  level: number;
  phase: string;
  outcome: unknown;
  targets: { x: number; y: number; radius: number }[];
}

/** The running game's state, or null when no game runs. */
export const aimTrainState = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { aimTrainDebug?: { state(): AimTrainSnapshot | null } }
      ).aimTrainDebug?.state() ?? null,
  );

/** Presses a point of the canvas (its centre by default), with a finger on a phone, else the mouse. */
export async function pressCanvas(visit: Visit, x?: number, y?: number): Promise<void> {
  const box = await visit.page.locator('canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const at = { x: box.x + (x ?? box.width / 2), y: box.y + (y ?? box.height / 2) };
  if (visit.viewport === 'phone') await visit.page.touchscreen.tap(at.x, at.y);
  else await visit.page.mouse.click(at.x, at.y);
}

/** Starts the level (a press when it is ready) and hits every target until the game reports an outcome. */
export async function hitEverything(visit: Visit): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const state = await aimTrainState(visit.page);
    if (!state) throw new Error('the game is not running');
    if (state.outcome) return;
    const target = state.targets[0];
    if (state.phase === 'ready') await pressCanvas(visit);
    else if (target) {
      await pressCanvas(visit, target.x, target.y);
      // One press per target: wait until the game has taken the hit (on a loaded machine a frame can
      // take a while), so no second press lands on the result popup once the level is over.
      for (const until = Date.now() + 2000; Date.now() < until;) {
        const next = await aimTrainState(visit.page);
        const moved = next?.targets[0]?.x !== target.x || next?.targets[0]?.y !== target.y;
        if (!next || next.outcome || moved) break;
        await visit.page.waitForTimeout(20);
      }
    } else await visit.page.waitForTimeout(30);
  }
  throw new Error('the level did not end');
}

/**
 * Puts the page on Playwright's clock before a game starts: time flows as before, and `playToTheTimeLimit`
 * can then move it on. Installed before the game's first frame, not mid-game (a clock swapped under a running
 * game was not reliable under load). The clock is the context's: the visit's context is closed after it
 * (contexts.ts).
 */
export async function takeTheClock(visit: Visit): Promise<void> {
  await visit.page.clock.install();
}

/**
 * Starts the ready level with a press and lets its time run out without a hit (after `takeTheClock`): the
 * page's time moves on by the level's limit, the game's animation frames running on the way 16 ms apart,
 * as at 60 fps. The game counts its time by those frames, so it meets the end of its time as a
 * subscriber's phone would, without the test spending 20 s drawing them.
 */
export async function playToTheTimeLimit(visit: Visit, level: number): Promise<void> {
  const limit = AIM_TRAIN_LEVELS[level - 1]?.timeLimitMs;
  if (limit === undefined) throw new Error(`no Aim Train level ${String(level)}`);
  await pressCanvas(visit);
  await expect.poll(async () => (await aimTrainState(visit.page))?.phase).toBe('playing');
  await visit.page.clock.runFor(limit + 1_000);
}

interface EslGames {
  data: { eslgames: { game_unique_id: string; game_name: string; next_level?: number | null }[] };
}

/**
 * The level the server offers next: its next_level, or on the spec profile, which leaves that designed
 * field out, the level enter accepts (tried from level 1 with the spec's level table, then left).
 */
export async function levelOffered(visit: Visit): Promise<number | null | undefined> {
  const game = (await visit.api<EslGames>('GET', '/v1/esl-games/check')).data.eslgames[0];
  if (!game || game.next_level !== undefined) return game?.next_level;
  const { game_unique_id, game_name } = game;
  for (let level = 1; level <= AIM_TRAIN_MAX_LEVEL; level += 1) {
    const entry = {
      game_unique_id,
      game_name,
      game_level: level,
      level_credits: aimTrainLevelCredits(level),
    };
    const entered = await visit.api('POST', '/v1/esl-games/enter', entry).then(
      () => true,
      () => false,
    );
    if (!entered) continue;
    await visit.api('POST', '/v1/esl-games/exit', { game_unique_id, game_level: level });
    return level;
  }
  return null;
}
