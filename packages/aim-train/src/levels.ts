import { AIM_TRAIN_LEVELS, isValidAimTrainLevel, type AimTrainLevelParams } from '@esr/domain';

// The level table lives in @esr/domain: the server derives each level's minimum play time from it
// (aimTrainMinPassMs), so the game and the server read the same rules.

/** Difficulty of one Aim Train level (see AimTrainLevelParams in @esr/domain). */
export type LevelParams = AimTrainLevelParams;

export { AIM_TRAIN_LEVELS };

/**
 * Reads a level number the way it may arrive over SendMessage (number or numeric string).
 * Returns null when it is not a level 1..25.
 */
export function parseLevelNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isValidAimTrainLevel(n) ? n : null;
}

/** Difficulty of a level from a table (the built-in one by default). Throws for a level outside 1..25. */
export function getLevelParams(level: number, table: readonly LevelParams[] = AIM_TRAIN_LEVELS): LevelParams {
  const params = table[level - 1];
  if (!isValidAimTrainLevel(level) || !params)
    throw new RangeError(`Aim Train has no level ${String(level)}`);
  return params;
}
