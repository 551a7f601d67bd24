// Aim Train, the one built-in ESL original (spec sections 3, 4 and 9).

export const AIM_TRAIN_GAME = { gameId: 'aim_train_001', name: 'Aim Train' } as const;

/**
 * Difficulty of one Aim Train level. Sizes and speeds are relative to the shorter side of the
 * playfield so a level is equally hard on a phone and on a desktop screen.
 */
export interface AimTrainLevelParams {
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
 * Levels 1..25 of the HTML5 build (packages/aim-train). Every column only gets harder (or stays) from
 * one level to the next; the time limit grows a little but the required hit rate (requiredHits / time)
 * still rises.
 */
// prettier-ignore
export const AIM_TRAIN_LEVELS: readonly AimTrainLevelParams[] = [
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
 * After the last target on screen is hit or escapes, the next one appears this long after (sooner than
 * the spawn interval): the fastest the game ever brings a new target.
 */
export const AIM_TRAIN_RESPAWN_GAP_MS = 150;

/**
 * The shortest time in which a level can be passed under the game's own rules: the first target appears
 * when play starts, and no two targets appear less than AIM_TRAIN_RESPAWN_GAP_MS apart (after a spawn
 * the next waits the spawn interval, or the respawn gap once the screen is empty), so the last of the
 * `requiredHits` targets exists no sooner than (requiredHits - 1) gaps in. That is a perfect player
 * hitting each target the instant it appears: any real pass takes longer (loading, the first tap,
 * aiming). The server refuses a pass posted sooner after enter (docs/security.md). Throws for a level
 * outside 1..25.
 */
export function aimTrainMinPassMs(level: number): number {
  const params = isValidAimTrainLevel(level) ? AIM_TRAIN_LEVELS[level - 1] : undefined;
  if (!params) throw new RangeError(`Aim Train has no level ${String(level)}`);
  return (params.requiredHits - 1) * AIM_TRAIN_RESPAWN_GAP_MS;
}

/** Credits won for passing each level (index 0 is level 1). */
const LEVEL_CREDITS = [
  30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 95, 100, 105, 110, 115, 120, 125, 130, 140, 150, 155, 160, 165,
  170,
] as const;

/**
 * How many levels Aim Train has: the one count for the game's level table (@esr/aim-train), the server's
 * rewards and the FAQ.
 */
export const AIM_TRAIN_MAX_LEVEL = LEVEL_CREDITS.length;

/** Level (1..25) -> credits. */
export const AIM_TRAIN_LEVEL_CREDITS: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(LEVEL_CREDITS.map((credits, i) => [i + 1, credits])),
);

export const AIM_TRAIN_UNITY_DOWNLOAD_LABEL = '40 MB';

export function isValidAimTrainLevel(level: unknown): level is number {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= AIM_TRAIN_MAX_LEVEL;
}

/** Credits for a level, or undefined when the level does not exist. */
export function aimTrainLevelCredits(level: unknown): number | undefined {
  return isValidAimTrainLevel(level) ? LEVEL_CREDITS[level - 1] : undefined;
}

/**
 * The level to play next given the highest level passed so far (0, null or undefined: none yet), or null
 * once level 25 is passed: every level is done and there is nothing left to enter (the contract's
 * `next_level: null`, the server's 409 ALL_LEVELS_PASSED, the web app's "all levels passed"). The one rule
 * for "after level 25", used by both apps (docs/decisions/0101). Invalid input (negative, fractional, NaN)
 * counts as "none passed yet".
 */
export function nextAimTrainLevel(highestPassed: number | null | undefined): number | null {
  if (highestPassed == null || !Number.isInteger(highestPassed) || highestPassed < 1) return 1;
  return highestPassed >= AIM_TRAIN_MAX_LEVEL ? null : highestPassed + 1;
}

/**
 * The level whose reward is `credits` (the table of spec section 9 pays each level a different amount),
 * or undefined when no level pays it. Lets a client read the level from an amount the spec's answers
 * carry, such as the Aim Train challenge's prize (docs/decisions/1020).
 */
export function aimTrainLevelForCredits(credits: unknown): number | undefined {
  if (typeof credits !== 'number') return undefined;
  const index = LEVEL_CREDITS.indexOf(credits as (typeof LEVEL_CREDITS)[number]);
  return index === -1 ? undefined : index + 1;
}

/** The is_passed value the result call sends. */
export function aimTrainIsPassed(passed: boolean): '1' | '0' {
  return passed ? '1' : '0';
}
