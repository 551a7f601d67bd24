import { AIM_TRAIN_MAX_LEVEL } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { AIM_TRAIN_LEVELS, getLevelParams, parseLevelNumber } from './levels';

const pairs = AIM_TRAIN_LEVELS.slice(1).map((next, i) => [AIM_TRAIN_LEVELS[i]!, next] as const);

describe('level table', () => {
  it('has the 25 levels of the spec, numbered 1..25', () => {
    expect(AIM_TRAIN_MAX_LEVEL).toBe(25);
    expect(AIM_TRAIN_LEVELS.map((l) => l.level)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('never gets easier from one level to the next', () => {
    for (const [a, b] of pairs) {
      expect(b.targetRadius, `radius ${b.level}`).toBeLessThanOrEqual(a.targetRadius);
      expect(b.targetSpeed, `speed ${b.level}`).toBeGreaterThanOrEqual(a.targetSpeed);
      expect(b.maxTargets, `targets ${b.level}`).toBeGreaterThanOrEqual(a.maxTargets);
      expect(b.targetLifetimeMs, `lifetime ${b.level}`).toBeLessThanOrEqual(a.targetLifetimeMs);
      expect(b.spawnIntervalMs, `spawn ${b.level}`).toBeLessThanOrEqual(a.spawnIntervalMs);
      expect(b.minAccuracy, `accuracy ${b.level}`).toBeGreaterThanOrEqual(a.minAccuracy);
      expect(b.requiredHits, `hits ${b.level}`).toBeGreaterThanOrEqual(a.requiredHits);
      expect(b.requiredHits / b.timeLimitMs, `hit rate ${b.level}`).toBeGreaterThanOrEqual(
        a.requiredHits / a.timeLimitMs - 1e-12,
      );
    }
  });

  it('gets strictly harder at every step and much harder from 1 to 25', () => {
    for (const [a, b] of pairs) {
      const harder =
        b.targetRadius < a.targetRadius ||
        b.targetSpeed > a.targetSpeed ||
        b.targetLifetimeMs < a.targetLifetimeMs ||
        b.requiredHits > a.requiredHits;
      expect(harder, `level ${b.level}`).toBe(true);
    }
    const first = getLevelParams(1);
    const last = getLevelParams(25);
    expect(last.targetRadius).toBeLessThan(first.targetRadius / 2);
    expect(last.targetLifetimeMs).toBeLessThan(first.targetLifetimeMs / 2);
    expect(last.targetSpeed).toBeGreaterThan(0);
    expect(first.targetSpeed).toBe(0);
  });

  it('asks for no more hits than can spawn in the time', () => {
    for (const l of AIM_TRAIN_LEVELS) {
      expect(l.requiredHits, `level ${l.level}`).toBeLessThanOrEqual(
        Math.floor(l.timeLimitMs / l.spawnIntervalMs),
      );
    }
  });

  it('reads a level number sent as a number or numeric string', () => {
    expect(parseLevelNumber(7)).toBe(7);
    expect(parseLevelNumber('12')).toBe(12);
    expect(parseLevelNumber(0)).toBeNull();
    expect(parseLevelNumber(26)).toBeNull();
    expect(parseLevelNumber(2.5)).toBeNull();
    expect(parseLevelNumber('')).toBeNull();
    expect(parseLevelNumber(undefined)).toBeNull();
  });
});
