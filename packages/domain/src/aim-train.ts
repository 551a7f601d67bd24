// Aim Train, the one built-in ESL original (spec sections 3, 4 and 9).

export const AIM_TRAIN_GAME = { gameId: 'aim_train_001', name: 'Aim Train' } as const;

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
 * The level to play next given the highest level passed so far (0, null or undefined: none yet).
 * Decision: after level 25 is passed the player keeps replaying level 25, so Play Now always has a
 * level to send and the UI needs no "all done" state the spec does not describe (docs/decisions/0101).
 * Invalid input (negative, fractional, NaN) counts as "none passed yet".
 */
export function nextAimTrainLevel(highestPassed: number | null | undefined): number {
  if (highestPassed == null || !Number.isInteger(highestPassed) || highestPassed < 1) return 1;
  return Math.min(highestPassed + 1, AIM_TRAIN_MAX_LEVEL);
}

/** The is_passed value the result call sends. */
export function aimTrainIsPassed(passed: boolean): '1' | '0' {
  return passed ? '1' : '0';
}
