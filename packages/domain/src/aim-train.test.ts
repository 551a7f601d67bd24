import { describe, expect, it } from 'vitest';
import {
  AIM_TRAIN_GAME,
  AIM_TRAIN_LEVELS,
  AIM_TRAIN_LEVEL_CREDITS,
  AIM_TRAIN_MAX_LEVEL,
  AIM_TRAIN_RESPAWN_GAP_MS,
  AIM_TRAIN_UNITY_DOWNLOAD_LABEL,
  aimTrainIsPassed,
  aimTrainLevelCredits,
  aimTrainLevelForCredits,
  aimTrainMinPassMs,
  isValidAimTrainLevel,
  nextAimTrainLevel,
} from './aim-train';

describe('Aim Train', () => {
  it('is the built-in original aim_train_001', () => {
    expect(AIM_TRAIN_GAME).toEqual({ gameId: 'aim_train_001', name: 'Aim Train' });
    expect(AIM_TRAIN_MAX_LEVEL).toBe(25);
    expect(AIM_TRAIN_UNITY_DOWNLOAD_LABEL).toBe('40 MB');
  });

  it('pays the spec credits for each of the 25 levels', () => {
    const expected = [
      30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 95, 100, 105, 110, 115, 120, 125, 130, 140, 150, 155, 160,
      165, 170,
    ];
    expect(Object.keys(AIM_TRAIN_LEVEL_CREDITS)).toHaveLength(25);
    expected.forEach((credits, i) => {
      expect(AIM_TRAIN_LEVEL_CREDITS[i + 1]).toBe(credits);
      expect(aimTrainLevelCredits(i + 1)).toBe(credits);
    });
  });

  it('accepts levels 1 to 25 only', () => {
    expect(isValidAimTrainLevel(0)).toBe(false);
    expect(isValidAimTrainLevel(1)).toBe(true);
    expect(isValidAimTrainLevel(25)).toBe(true);
    expect(isValidAimTrainLevel(26)).toBe(false);
    expect(isValidAimTrainLevel(2.5)).toBe(false);
    expect(isValidAimTrainLevel('3')).toBe(false);
    expect(aimTrainLevelCredits(0)).toBeUndefined();
    expect(aimTrainLevelCredits(26)).toBeUndefined();
  });

  it('starts at level 1 and moves up one level after each pass', () => {
    expect(nextAimTrainLevel(undefined)).toBe(1);
    expect(nextAimTrainLevel(null)).toBe(1);
    expect(nextAimTrainLevel(0)).toBe(1);
    expect(nextAimTrainLevel(-3)).toBe(1);
    expect(nextAimTrainLevel(1)).toBe(2);
    expect(nextAimTrainLevel(24)).toBe(25);
  });

  it('has no next level once level 25 is passed: every level is done', () => {
    expect(nextAimTrainLevel(25)).toBeNull();
    expect(nextAimTrainLevel(30)).toBeNull();
  });

  it('reads the level from its reward: each level pays a different amount', () => {
    expect(aimTrainLevelForCredits(30)).toBe(1);
    expect(aimTrainLevelForCredits(35)).toBe(2);
    expect(aimTrainLevelForCredits(170)).toBe(25);
    for (let level = 1; level <= AIM_TRAIN_MAX_LEVEL; level += 1) {
      expect(aimTrainLevelForCredits(aimTrainLevelCredits(level))).toBe(level);
    }
    for (const credits of [0, 31, 175, -30, '30', null, undefined, Number.NaN]) {
      expect(aimTrainLevelForCredits(credits)).toBeUndefined();
    }
  });

  it('sends is_passed as the strings 1 and 0', () => {
    expect(aimTrainIsPassed(true)).toBe('1');
    expect(aimTrainIsPassed(false)).toBe('0');
  });
});

describe('aimTrainMinPassMs', () => {
  it('is the required hits less one, times the respawn gap: 1.05 s for level 1, 6 s for level 25', () => {
    expect(aimTrainMinPassMs(1)).toBe(7 * AIM_TRAIN_RESPAWN_GAP_MS);
    expect(aimTrainMinPassMs(1)).toBe(1050);
    expect(aimTrainMinPassMs(25)).toBe(6000);
  });

  it('never shrinks from one level to the next, and stays inside every time limit', () => {
    for (const params of AIM_TRAIN_LEVELS) {
      expect(aimTrainMinPassMs(params.level)).toBeLessThan(params.timeLimitMs);
      if (params.level > 1) {
        expect(aimTrainMinPassMs(params.level)).toBeGreaterThanOrEqual(aimTrainMinPassMs(params.level - 1));
      }
    }
  });

  it('throws for a level that does not exist', () => {
    for (const level of [0, 26, 1.5, Number.NaN]) expect(() => aimTrainMinPassMs(level)).toThrow(RangeError);
  });
});
