import { AIM_TRAIN_FAIL_REASONS, type FailReason } from './game';

/**
 * The app <-> game protocol. The HTML5 build honours it today; the real Unity build must honour the
 * same names (see docs/decisions/0200-aim-train-loader-and-bridge.md).
 *
 * App -> game: `sendMessage(gameObject, method, param)` (react-unity-webgl -> instance.SendMessage).
 * Game -> app: `window.dispatchReactUnityEvent(eventName, ...params)`; react-unity-webgl calls the
 * listener registered with `addEventListener(eventName, callback)` as `callback(...params)`.
 */
export const AIM_TRAIN_BRIDGE = {
  /** The scene object that receives every message. */
  gameObject: 'GameManager',
  /** param: the level number 1..25 (number; a numeric string is accepted). Starts that level. */
  setLevelMethod: 'SetLevel',
  /**
   * param: the page's language as JSON, `{ language, direction, texts }` (texts.ts, AimTrainLanguage): the
   * words the game draws, its numbers written by Intl in that language, right to left for Urdu. Sent
   * before SetLevel and again whenever the page's language changes; until then the game draws English.
   */
  setLanguageMethod: 'SetLanguage',
  /** param: a number or string seed for reproducible targets (optional, HTML5 build only). */
  setSeedMethod: 'SetSeed',
  /** param: 1 turns the hit/miss beeps on, 0 off (default off; HTML5 build only). */
  setSoundMethod: 'SetSound',
  /** The app sends SetLevel this long after the game reports loaded (product spec section 9). */
  setLevelDelayMs: 500,
  /** The app attempts fullscreen this long after load on mobile (product spec section 9). */
  fullscreenDelayMs: 1000,
  events: {
    /** callback(level: number) */
    passed: 'LevelPassed',
    /** callback(level: number, reason: string), reason e.g. 'Time is up' or 'Accuracy too low' */
    failed: 'LevelFailed',
  },
  failReasons: AIM_TRAIN_FAIL_REASONS,
} as const;

export type AimTrainEventName = (typeof AIM_TRAIN_BRIDGE.events)[keyof typeof AIM_TRAIN_BRIDGE.events];

/** Parameters of each game -> app event, in the order the listener receives them. */
export interface AimTrainEventParams {
  LevelPassed: [level: number];
  LevelFailed: [level: number, reason: FailReason | string];
}

/** Shape of the `window.dispatchReactUnityEvent` that react-unity-webgl installs. */
export type DispatchReactUnityEvent = (eventName: string, ...parameters: unknown[]) => unknown;

/**
 * Normalises what a LevelPassed/LevelFailed listener received into one result the app can post
 * (is_passed '1' / '0') and show ('Level N completed!' / 'Level N failed! Reason: ...').
 * Unity may hand numbers over as strings, so both are accepted.
 */
export type AimTrainResult =
  | { readonly passed: true; readonly level: number }
  | { readonly passed: false; readonly level: number; readonly reason: string };

export function toAimTrainResult(eventName: string, params: readonly unknown[]): AimTrainResult | null {
  const level = Number(params[0]);
  if (!Number.isInteger(level) || level < 1) return null;
  if (eventName === AIM_TRAIN_BRIDGE.events.passed) return { passed: true, level };
  if (eventName === AIM_TRAIN_BRIDGE.events.failed) {
    const reason =
      typeof params[1] === 'string' && params[1] !== '' ? params[1] : AIM_TRAIN_FAIL_REASONS.timeUp;
    return { passed: false, level, reason };
  }
  return null;
}
