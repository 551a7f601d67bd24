import { AIM_TRAIN_MAX_LEVEL, aimTrainLevelCredits, isValidAimTrainLevel } from '@esr/domain';
import type { Schemas } from '@esr/sdk';

// Which Aim Train level 'Play Now' enters, and for how many credits. The spec's enter call sends
// game_level and level_credits but no call of section 7 tells the app the level: the contract's
// `next_level` and `level_credits` on esl-games/check are designed (decision 0580). So:
// - the server's next_level when it sends one; null means every level is passed;
// - without it (the operator's backend), the level after the highest this device saw passed for this
//   subscriber, from level 1; past level 25, every level is passed;
// - the server's level_credits when it sends them, else the spec's level table (section 9).

export type NextLevel = { level: number; credits: number } | 'all-passed';

/** An originals game as Play Now reads it: the designed fields may be missing. */
export type EslGame = Omit<Schemas['EslGame'], 'next_level' | 'level_credits'> &
  Partial<Pick<Schemas['EslGame'], 'next_level' | 'level_credits'>>;

const storageKey = (msisdn: string) => `esr.aimTrain.passedLevel.${msisdn}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a locked-down browser): the app then starts from level 1, as for a new player.
    return null;
  }
}

/** The highest level this device saw the subscriber pass (0: none). */
export function passedLevelHere(msisdn: string | null): number {
  if (!msisdn) return 0;
  const level = Number(storage()?.getItem(storageKey(msisdn)));
  return isValidAimTrainLevel(level) ? level : 0;
}

/** Remembers a level the server accepted as passed (the highest one counts). */
export function rememberPassedLevel(msisdn: string | null, level: number): void {
  if (!msisdn || !isValidAimTrainLevel(level) || level <= passedLevelHere(msisdn)) return;
  try {
    storage()?.setItem(storageKey(msisdn), String(level));
  } catch {
    // A full or refused storage only loses the hint; the server keeps the real record.
  }
}

/** The level Play Now enters and its credits, or 'all-passed'. */
export function nextLevelOf(game: EslGame, passedHere: number): NextLevel {
  if (game.next_level === null) return 'all-passed';
  const level = game.next_level ?? passedHere + 1;
  if (level > AIM_TRAIN_MAX_LEVEL) return 'all-passed';
  return { level, credits: game.level_credits ?? aimTrainLevelCredits(level) ?? 0 };
}
