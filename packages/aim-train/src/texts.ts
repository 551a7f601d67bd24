import english from './locales/en/aimgame.json';
import { AIM_TRAIN_FAIL_REASONS, type FailReason } from './game';

// The words the game draws on its canvas, and how it writes numbers (issue 39, decision 0990). Their
// English is this package's catalogue (locales/en/aimgame.json), which the web app's English catalogue
// imports as its `aimgame` area and translates beside its own; the app sends the page's language with
// SetLanguage (bridge.ts), so the game speaks the page's language from the catalogue, one source. Until
// then (the demo page, a build the app never told) the game draws this English.

/** A text the game draws: a key of its catalogue. */
export type GameTextId = keyof typeof english;
export type GameTexts = Readonly<Record<GameTextId, string>>;

export const AIM_TRAIN_TEXTS: GameTexts = english;

/**
 * The placeholders the game fills in its texts, each with a number it formats (or a reason it translates).
 * A sender renders its catalogue's texts with these as the values ('{hits}' for hits...), so the game gets
 * templates it can fill every frame: no plural may select on them (the catalogue's words stay the same
 * for every number, as the English here).
 */
export const AIM_TRAIN_TEXT_PLACEHOLDERS = [
  'level',
  'seconds',
  'hits',
  'required',
  'percent',
  'reason',
] as const;
export type GamePlaceholder = (typeof AIM_TRAIN_TEXT_PLACEHOLDERS)[number];

/** SetLanguage's parameter, as JSON: the page's language (a BCP 47 tag), its direction and the texts. */
export interface AimTrainLanguage {
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  readonly texts: GameTexts;
}

export const ENGLISH: AimTrainLanguage = { language: 'en', direction: 'ltr', texts: AIM_TRAIN_TEXTS };

/**
 * A SetLanguage parameter read, or null when it is not one: JSON with a language tag Intl knows, a
 * direction and the texts, each a string (a text it lacks stays English).
 */
export function parseGameLanguage(parameter: unknown): AimTrainLanguage | null {
  if (typeof parameter !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(parameter);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { language, direction, texts } = value as Record<string, unknown>;
  if (typeof language !== 'string' || (direction !== 'ltr' && direction !== 'rtl')) return null;
  try {
    if (Intl.NumberFormat.supportedLocalesOf(language).length === 0) return null;
  } catch {
    return null;
  }
  const sent = typeof texts === 'object' && texts !== null ? (texts as Record<string, unknown>) : {};
  const read = Object.fromEntries(
    (Object.keys(AIM_TRAIN_TEXTS) as GameTextId[]).map((id) => {
      const text = sent[id];
      return [id, typeof text === 'string' && text.trim() !== '' ? text : AIM_TRAIN_TEXTS[id]];
    }),
  ) as GameTexts;
  return { language, direction, texts: read };
}

/** A text with its {placeholders} filled; a placeholder without a value stays as written. */
export function fillText(text: string, values: Partial<Record<GamePlaceholder, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as GamePlaceholder] ?? whole);
}

/** The text of each reason the game fails a level for (the reasons LevelFailed sends are ids, in English). */
export const AIM_TRAIN_REASON_TEXTS: ReadonlyMap<string, GameTextId> = new Map<FailReason, GameTextId>([
  [AIM_TRAIN_FAIL_REASONS.timeUp, 'aimgame.reasonTimeUp'],
  [AIM_TRAIN_FAIL_REASONS.accuracyTooLow, 'aimgame.reasonAccuracyTooLow'],
]);

/** The numbers and reasons of one language, written the way it writes them (Intl). */
export interface GameWords {
  readonly language: AimTrainLanguage;
  text(id: GameTextId, values?: Partial<Record<GamePlaceholder, string>>): string;
  /** A whole number: '8', '1,500'. */
  count(value: number): string;
  /** Seconds with one decimal, from milliseconds rounded up to a tenth: '12.4'. */
  tenths(ms: number): string;
  /** Seconds as given, up to one decimal: '20', '12.5'. */
  seconds(seconds: number): string;
  /** A fraction 0..1 as a whole percentage: '85%'. */
  percent(fraction: number): string;
  reason(reason: string): string;
}

export function gameWords(language: AimTrainLanguage): GameWords {
  const format = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language.language, options);
  const count = format({ maximumFractionDigits: 0 });
  const tenths = format({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = format({ maximumFractionDigits: 1 });
  const percent = format({ style: 'percent', maximumFractionDigits: 0 });
  return {
    language,
    text: (id, values = {}) => fillText(language.texts[id], values),
    count: (value) => count.format(value),
    tenths: (ms) => tenths.format(Math.ceil(ms / 100) / 10),
    seconds: (value) => seconds.format(value),
    percent: (fraction) => percent.format(Math.round(fraction * 100) / 100),
    reason: (reason) => {
      const id = AIM_TRAIN_REASON_TEXTS.get(reason);
      return id ? language.texts[id] : reason;
    },
  };
}
