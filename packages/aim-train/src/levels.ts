import { isValidAimTrainLevel } from '@esr/domain';

/**
 * Difficulty of one Aim Train level. Sizes and speeds are relative to the shorter side of the
 * playfield so a level is equally hard on a phone and on a desktop screen.
 */
export interface LevelParams {
  /** 1-based level number. */
  readonly level: number;
  /** How long the player has to meet the requirement. */
  readonly timeLimitMs: number;
  /** Targets that must be hit before the time runs out. */
  readonly requiredHits: number;
  /** Hits / shots (0..1) needed to pass; 0 means accuracy is not checked. */
  readonly minAccuracy: number;
  /** Targets on screen at the same time, at most. */
  readonly maxTargets: number;
  /** Target radius as a fraction of the playfield's shorter side. */
  readonly targetRadius: number;
  /** Target speed in playfield shorter sides per second (0 = still targets). */
  readonly targetSpeed: number;
  /** A target disappears (escapes) after this long if not hit. */
  readonly targetLifetimeMs: number;
  /** Minimum time between two spawns. */
  readonly spawnIntervalMs: number;
}

/**
 * Levels 1..25 (AIM_TRAIN_MAX_LEVEL of @esr/domain, the one level count: the level pack is checked
 * against it). Every column only gets harder (or stays) from one level to the next; the time limit
 * grows a little but the required hit rate (requiredHits / time) still rises. Credits per level are
 * not a game concern: they live in @esr/domain (AIM_TRAIN_LEVEL_CREDITS).
 */
// prettier-ignore
export const AIM_TRAIN_LEVELS: readonly LevelParams[] = [
  { level: 1, timeLimitMs: 20000, requiredHits: 8, minAccuracy: 0, maxTargets: 1, targetRadius: 0.1, targetSpeed: 0, targetLifetimeMs: 3000, spawnIntervalMs: 900 },
  { level: 2, timeLimitMs: 20000, requiredHits: 9, minAccuracy: 0, maxTargets: 1, targetRadius: 0.097, targetSpeed: 0, targetLifetimeMs: 2900, spawnIntervalMs: 875 },
  { level: 3, timeLimitMs: 21000, requiredHits: 11, minAccuracy: 0, maxTargets: 1, targetRadius: 0.095, targetSpeed: 0, targetLifetimeMs: 2850, spawnIntervalMs: 850 },
  { level: 4, timeLimitMs: 21000, requiredHits: 12, minAccuracy: 0, maxTargets: 1, targetRadius: 0.092, targetSpeed: 0.04, targetLifetimeMs: 2750, spawnIntervalMs: 825 },
  { level: 5, timeLimitMs: 22000, requiredHits: 13, minAccuracy: 0, maxTargets: 1, targetRadius: 0.089, targetSpeed: 0.06, targetLifetimeMs: 2650, spawnIntervalMs: 800 },
  { level: 6, timeLimitMs: 22000, requiredHits: 15, minAccuracy: 0.4, maxTargets: 1, targetRadius: 0.086, targetSpeed: 0.08, targetLifetimeMs: 2550, spawnIntervalMs: 775 },
  { level: 7, timeLimitMs: 23000, requiredHits: 16, minAccuracy: 0.4, maxTargets: 2, targetRadius: 0.084, targetSpeed: 0.11, targetLifetimeMs: 2500, spawnIntervalMs: 775 },
  { level: 8, timeLimitMs: 23000, requiredHits: 17, minAccuracy: 0.45, maxTargets: 2, targetRadius: 0.081, targetSpeed: 0.13, targetLifetimeMs: 2400, spawnIntervalMs: 750 },
  { level: 9, timeLimitMs: 23000, requiredHits: 19, minAccuracy: 0.45, maxTargets: 2, targetRadius: 0.078, targetSpeed: 0.15, targetLifetimeMs: 2300, spawnIntervalMs: 725 },
  { level: 10, timeLimitMs: 24000, requiredHits: 20, minAccuracy: 0.45, maxTargets: 2, targetRadius: 0.076, targetSpeed: 0.17, targetLifetimeMs: 2200, spawnIntervalMs: 700 },
  { level: 11, timeLimitMs: 24000, requiredHits: 21, minAccuracy: 0.5, maxTargets: 2, targetRadius: 0.073, targetSpeed: 0.19, targetLifetimeMs: 2150, spawnIntervalMs: 675 },
  { level: 12, timeLimitMs: 25000, requiredHits: 23, minAccuracy: 0.5, maxTargets: 2, targetRadius: 0.07, targetSpeed: 0.22, targetLifetimeMs: 2050, spawnIntervalMs: 650 },
  { level: 13, timeLimitMs: 25000, requiredHits: 24, minAccuracy: 0.55, maxTargets: 3, targetRadius: 0.068, targetSpeed: 0.24, targetLifetimeMs: 1950, spawnIntervalMs: 625 },
  { level: 14, timeLimitMs: 25000, requiredHits: 25, minAccuracy: 0.55, maxTargets: 3, targetRadius: 0.065, targetSpeed: 0.26, targetLifetimeMs: 1850, spawnIntervalMs: 600 },
  { level: 15, timeLimitMs: 26000, requiredHits: 27, minAccuracy: 0.55, maxTargets: 3, targetRadius: 0.062, targetSpeed: 0.28, targetLifetimeMs: 1800, spawnIntervalMs: 575 },
  { level: 16, timeLimitMs: 26000, requiredHits: 28, minAccuracy: 0.6, maxTargets: 3, targetRadius: 0.059, targetSpeed: 0.3, targetLifetimeMs: 1700, spawnIntervalMs: 550 },
  { level: 17, timeLimitMs: 27000, requiredHits: 30, minAccuracy: 0.6, maxTargets: 3, targetRadius: 0.057, targetSpeed: 0.32, targetLifetimeMs: 1600, spawnIntervalMs: 525 },
  { level: 18, timeLimitMs: 27000, requiredHits: 31, minAccuracy: 0.6, maxTargets: 3, targetRadius: 0.054, targetSpeed: 0.35, targetLifetimeMs: 1500, spawnIntervalMs: 500 },
  { level: 19, timeLimitMs: 28000, requiredHits: 33, minAccuracy: 0.65, maxTargets: 4, targetRadius: 0.051, targetSpeed: 0.37, targetLifetimeMs: 1450, spawnIntervalMs: 500 },
  { level: 20, timeLimitMs: 28000, requiredHits: 34, minAccuracy: 0.65, maxTargets: 4, targetRadius: 0.049, targetSpeed: 0.39, targetLifetimeMs: 1350, spawnIntervalMs: 475 },
  { level: 21, timeLimitMs: 28000, requiredHits: 35, minAccuracy: 0.7, maxTargets: 4, targetRadius: 0.046, targetSpeed: 0.41, targetLifetimeMs: 1250, spawnIntervalMs: 450 },
  { level: 22, timeLimitMs: 29000, requiredHits: 37, minAccuracy: 0.7, maxTargets: 4, targetRadius: 0.043, targetSpeed: 0.43, targetLifetimeMs: 1150, spawnIntervalMs: 425 },
  { level: 23, timeLimitMs: 29000, requiredHits: 38, minAccuracy: 0.7, maxTargets: 4, targetRadius: 0.04, targetSpeed: 0.46, targetLifetimeMs: 1100, spawnIntervalMs: 400 },
  { level: 24, timeLimitMs: 30000, requiredHits: 40, minAccuracy: 0.75, maxTargets: 4, targetRadius: 0.038, targetSpeed: 0.48, targetLifetimeMs: 1000, spawnIntervalMs: 375 },
  { level: 25, timeLimitMs: 30000, requiredHits: 41, minAccuracy: 0.75, maxTargets: 5, targetRadius: 0.035, targetSpeed: 0.5, targetLifetimeMs: 900, spawnIntervalMs: 350 },
];

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
