import {
  AIM_TRAIN_MAX_LEVEL,
  aimTrainLevelCredits,
  aimTrainLevelForCredits,
  isValidAimTrainLevel,
  nextAimTrainLevel,
} from '@esr/domain';
import type { Schemas } from '@esr/sdk';

// Which Aim Train level 'Play Now' enters, and for how many credits (decision 1020). The spec's enter call
// sends game_level and level_credits, but no answer of section 7 names the level: the contract's
// `next_level` and `level_credits` on esl-games/check are designed (decision 0580). So, best first:
// - the server's next_level when it sends one; null means every level is passed;
// - else what the spec's answers carry: the Aim Train challenge's prize (a spec field) is the reward of
//   the level offered, and each level pays a different amount (section 9), so the prize names the level;
// - and the level after the last one this device saw the server confirm for this subscriber;
//   the later of the two counts (progress never goes back); from level 1 with neither.
// A guess can still be wrong (a backend whose prize does not follow the level, another device): a refused
// enter then tries the other levels (enter-esl-game.ts), so no device, cleared storage or refusal traps
// the subscriber.

export type NextLevel = { level: number; credits: number } | 'all-passed';

/** An originals game as Play Now reads it: the designed fields may be missing. */
export type EslGame = Omit<Schemas['EslGame'], 'next_level' | 'level_credits'> &
  Partial<Pick<Schemas['EslGame'], 'next_level' | 'level_credits'>>;

const storageKey = (msisdn: string) => `esr.aimTrain.passedLevel.${msisdn}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a locked-down browser): the app then starts from the server's clues alone.
    return null;
  }
}

/** The highest level this device last saw the server confirm as passed for the subscriber (0: none). */
export function passedLevelHere(msisdn: string | null): number {
  if (!msisdn) return 0;
  const level = Number(storage()?.getItem(storageKey(msisdn)));
  return isValidAimTrainLevel(level) ? level : 0;
}

/**
 * Remembers what the server confirmed: `level` passed (a pass it took, or the level before one it let the
 * subscriber enter). It replaces the earlier record, lower or higher: the server's word is the record.
 */
export function rememberPassedLevel(msisdn: string | null, level: number): void {
  if (!msisdn || !(level === 0 || isValidAimTrainLevel(level))) return;
  try {
    storage()?.setItem(storageKey(msisdn), String(level));
  } catch {
    // A full or refused storage only loses the hint; the server keeps the real record.
  }
}

const withCredits = (level: number, credits?: number | null): NextLevel => ({
  level,
  credits: credits ?? aimTrainLevelCredits(level) ?? 0,
});

/**
 * The level Play Now enters and its credits, or 'all-passed', from the server's answers (`game`, and the
 * prize its Aim Train challenge offers) and this device's record (`passedHere`).
 */
export function nextLevelOf(
  game: EslGame,
  offeredCredits: number | undefined,
  passedHere: number,
): NextLevel {
  if (game.next_level === null) return 'all-passed';
  if (game.next_level !== undefined) return withCredits(game.next_level, game.level_credits);
  const afterDevice = nextAimTrainLevel(passedHere);
  if (afterDevice === null) return 'all-passed';
  return withCredits(Math.max(aimTrainLevelForCredits(offeredCredits) ?? 1, afterDevice));
}

/**
 * The levels to try, in order, when the server refuses `first`: the later ones first (another device
 * passed some), then the earlier ones (a record ahead of the server's). Every level once.
 */
export function levelsToTry(first: number): number[] {
  const later = Array.from({ length: AIM_TRAIN_MAX_LEVEL - first }, (_, i) => first + 1 + i);
  const earlier = Array.from({ length: first - 1 }, (_, i) => first - 1 - i);
  return [first, ...later, ...earlier];
}
