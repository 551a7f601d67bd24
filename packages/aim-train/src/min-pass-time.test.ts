import { AIM_TRAIN_LEVELS, aimTrainMinPassMs } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { createGame } from './game';

// The server refuses an Aim Train pass posted sooner after enter than aimTrainMinPassMs (@esr/domain).
// That bound must hold for this game: a perfect player (every target hit the millisecond it appears)
// is never faster, and comes within a frame of it, so the bound is neither wrong nor slack.

/** Plays a level as a perfect player in 1 ms steps; answers the play time at the pass. */
function perfectPass(level: number, seed: number): number {
  const game = createGame({ level, seed, width: 800, height: 600, top: 40 });
  game.start();
  while (game.state.phase === 'playing') {
    for (const target of game.state.targets) {
      if (target.active && game.state.phase === 'playing') game.pointerDown(target.x, target.y);
    }
    if (game.state.phase === 'playing') game.update(1);
  }
  expect(game.state.outcome).toEqual({ passed: true });
  return game.state.elapsedMs;
}

describe('the minimum pass time of every level', () => {
  it.each(AIM_TRAIN_LEVELS.map((params) => params.level))(
    'level %i: a perfect player passes no sooner than aimTrainMinPassMs, and within 5 ms of it',
    (level) => {
      for (const seed of [1, 7, 42]) {
        const played = perfectPass(level, seed);
        expect(played).toBeGreaterThanOrEqual(aimTrainMinPassMs(level));
        expect(played).toBeLessThanOrEqual(aimTrainMinPassMs(level) + 5);
      }
    },
  );
});
