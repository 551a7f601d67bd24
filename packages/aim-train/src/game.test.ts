import { describe, expect, it } from 'vitest';
import { AIM_TRAIN_FAIL_REASONS, accuracyOf, createGame, timeLeftOf, type Game } from './game';
import { AIM_TRAIN_LEVELS, getLevelParams } from './levels';

const FIELD = { width: 800, height: 600, top: 40 };

function newGame(level: number, seed: number | string = 42): Game {
  return createGame({ level, seed, ...FIELD });
}

function firstTarget(game: Game) {
  const target = game.state.targets.find((t) => t.active);
  if (!target) throw new Error('no target on screen');
  return target;
}

/** Hits the first visible target, waiting (in small steps) for one to appear. */
function hitNext(game: Game): void {
  for (let i = 0; i < 200 && !game.state.targets.some((t) => t.active); i++) game.update(10);
  const t = firstTarget(game);
  expect(game.pointerDown(t.x, t.y)).toBe('hit');
}

/** A point no target covers (checked), for deliberate misses. */
function emptySpot(game: Game): [number, number] {
  for (let y = FIELD.top + 2; y < FIELD.height; y += 7) {
    for (let x = 2; x < FIELD.width; x += 7) {
      const covered = game.state.targets.some((t) => t.active && Math.hypot(t.x - x, t.y - y) <= t.radius);
      if (!covered) return [x, y];
    }
  }
  throw new Error('screen full of targets');
}

function positions(game: Game): string {
  return game.state.targets
    .filter((t) => t.active)
    .map((t) => `${t.x.toFixed(3)},${t.y.toFixed(3)}`)
    .join(' ');
}

describe('createGame', () => {
  it('waits for a first tap before the clock runs, and that tap is not a shot', () => {
    const game = newGame(1);
    game.update(5000);
    expect(game.state.phase).toBe('ready');
    expect(timeLeftOf(game.state)).toBe(getLevelParams(1).timeLimitMs);
    expect(game.pointerDown(10, 100)).toBe('start');
    expect(game.state.phase).toBe('playing');
    expect(game.state.misses).toBe(0);
    expect(game.state.targets.filter((t) => t.active)).toHaveLength(1);
  });

  it('is deterministic for a seed: the same inputs give the same targets', () => {
    const a = newGame(15, 'seed-1');
    const b = newGame(15, 'seed-1');
    for (const game of [a, b]) {
      game.start();
      for (let i = 0; i < 120; i++) game.update(16.7);
    }
    expect(positions(a)).not.toBe('');
    expect(positions(a)).toBe(positions(b));
    const c = newGame(15, 'seed-2');
    c.start();
    for (let i = 0; i < 120; i++) c.update(16.7);
    expect(positions(c)).not.toBe(positions(a));
  });

  it('passes a level as soon as enough targets are hit, and then ignores presses', () => {
    const game = newGame(1);
    game.start();
    const required = getLevelParams(1).requiredHits;
    for (let i = 0; i < required; i++) {
      expect(game.state.phase).toBe('playing');
      hitNext(game);
    }
    expect(game.state.phase).toBe('passed');
    expect(game.state.outcome).toEqual({ passed: true });
    expect(game.pointerDown(1, 100)).toBe('ignored');
    game.update(60_000);
    expect(game.state.outcome).toEqual({ passed: true });
  });

  it("fails with 'Time is up' when the time runs out before enough hits", () => {
    const game = newGame(1);
    game.start();
    hitNext(game);
    game.update(getLevelParams(1).timeLimitMs);
    expect(game.state.phase).toBe('failed');
    expect(game.state.outcome).toEqual({ passed: false, reason: 'Time is up' });
    expect(timeLeftOf(game.state)).toBe(0);
  });

  it('does not pass one hit short of the requirement', () => {
    const game = newGame(2);
    game.start();
    for (let i = 0; i < getLevelParams(2).requiredHits - 1; i++) hitNext(game);
    expect(game.state.phase).toBe('playing');
  });

  it('counts a press on empty space as a miss that lowers accuracy', () => {
    const game = newGame(1);
    game.start();
    hitNext(game);
    expect(accuracyOf(game.state)).toBe(1);
    const [x, y] = emptySpot(game);
    expect(game.pointerDown(x, y)).toBe('miss');
    expect(game.state.misses).toBe(1);
    expect(accuracyOf(game.state)).toBe(0.5);
  });

  it("fails with 'Accuracy too low' when the hits are there but the accuracy is not", () => {
    const level = AIM_TRAIN_LEVELS.find((l) => l.minAccuracy >= 0.5);
    if (!level) throw new Error('no level checks accuracy');
    const game = newGame(level.level);
    game.start();
    // Miss far more than we hit so accuracy stays below the minimum, then let the clock run out.
    for (let i = 0; i < level.requiredHits; i++) {
      const [x, y] = emptySpot(game);
      game.pointerDown(x, y);
      game.pointerDown(x, y);
      hitNext(game);
    }
    expect(game.state.hits).toBe(level.requiredHits);
    expect(game.state.phase).toBe('playing');
    game.update(level.timeLimitMs);
    expect(game.state.outcome).toEqual({ passed: false, reason: AIM_TRAIN_FAIL_REASONS.accuracyTooLow });
  });

  it('lets targets escape after their lifetime without counting a miss', () => {
    const game = newGame(1);
    game.start();
    game.update(getLevelParams(1).targetLifetimeMs + 1);
    expect(game.state.escaped).toBe(1);
    expect(game.state.misses).toBe(0);
  });

  it('refills an empty screen shortly after a hit instead of waiting a full spawn interval', () => {
    const game = newGame(1);
    game.start();
    hitNext(game);
    game.update(140);
    expect(game.state.targets.some((t) => t.active)).toBe(false);
    game.update(20);
    expect(game.state.targets.some((t) => t.active)).toBe(true);
  });

  it('never shows more targets than the level allows, and keeps them inside the playfield', () => {
    const game = newGame(25, 3);
    const params = getLevelParams(25);
    game.start();
    for (let i = 0; i < 600; i++) {
      game.update(16);
      const active = game.state.targets.filter((t) => t.active);
      expect(active.length).toBeLessThanOrEqual(params.maxTargets);
      for (const t of active) {
        expect(t.x - t.radius).toBeGreaterThanOrEqual(-1e-9);
        expect(t.x + t.radius).toBeLessThanOrEqual(FIELD.width + 1e-9);
        expect(t.y - t.radius).toBeGreaterThanOrEqual(FIELD.top - 1e-9);
        expect(t.y + t.radius).toBeLessThanOrEqual(FIELD.height + 1e-9);
      }
    }
  });

  it('moves targets on moving levels and keeps them still on the first levels', () => {
    const still = newGame(1);
    still.start();
    const before = positions(still);
    still.update(500);
    expect(positions(still)).toBe(before);
    const moving = newGame(20);
    moving.start();
    const start = positions(moving);
    moving.update(100);
    expect(positions(moving)).not.toBe(start);
  });

  it('makes touch presses reach a little past the edge of a target', () => {
    const game = newGame(1);
    game.start();
    const t = firstTarget(game);
    const x = t.x + t.radius + 3;
    expect(game.pointerDown(x, t.y, 0)).toBe('miss');
    expect(game.pointerDown(x, t.y, 6)).toBe('hit');
  });

  it('keeps targets inside after the canvas shrinks', () => {
    const game = newGame(1);
    game.start();
    game.resize(200, 200, 20);
    const t = firstTarget(game);
    expect(t.x + t.radius).toBeLessThanOrEqual(200);
    expect(t.y + t.radius).toBeLessThanOrEqual(200);
  });

  it('refuses a level outside 1..25', () => {
    expect(() => newGame(0)).toThrow(RangeError);
    expect(() => newGame(26)).toThrow(RangeError);
  });
});
