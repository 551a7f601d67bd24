import { AIM_TRAIN_LEVELS, AIM_TRAIN_MAX_LEVEL, type AimTrainLevelParams } from '@esr/domain';

// The level table lives in @esr/domain: the server derives each level's minimum play time from it
// (aimTrainMinPassMs), so the game and the server read the same rules.

/** Difficulty of one Aim Train level (see AimTrainLevelParams in @esr/domain). */
export type LevelParams = AimTrainLevelParams;

export const AIM_TRAIN_LEVEL_COUNT = AIM_TRAIN_MAX_LEVEL;

export { AIM_TRAIN_LEVELS };

/** True for an integer level number 1..25. */
export function isAimTrainLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= AIM_TRAIN_LEVEL_COUNT;
}

/**
 * Reads a level number the way it may arrive over SendMessage (number or numeric string).
 * Returns null when it is not a level 1..25.
 */
export function parseLevelNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isAimTrainLevel(n) ? n : null;
}

/** Difficulty of a level from a table (the built-in one by default). Throws for a level outside 1..25. */
export function getLevelParams(level: number, table: readonly LevelParams[] = AIM_TRAIN_LEVELS): LevelParams {
  const params = table[level - 1];
  if (!isAimTrainLevel(level) || !params) throw new RangeError(`Aim Train has no level ${String(level)}`);
  return params;
}
