import { PAKISTAN_TIME_ZONE, type Language } from '@esr/domain';

// The one way the app writes a date or a time (issue 25): Intl, in the page's language, on Pakistan's clock
// (the subscribers' and the backend's, decision 0101). Home's tournament slides, the tournament cards and
// /join-tournament all call it, so '10 دسمبر، 2026' in Urdu is 'Dec 10, 2026' in English everywhere.

export type DateStyle = 'date' | 'time' | 'date-time';

/**
 * A clock time in Urdu names the part of the day ('8:00 رات', at night), as Urdu speakers say it: Urdu's
 * CLDR short time keeps the Latin 'AM'/'PM', which a right-to-left line shows before the digits ('PM 8:00').
 * English keeps Intl's own ('8:00 PM', as the spec's examples write it).
 */
const URDU_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };

const OPTIONS: Record<Language, Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  en: {
    date: { dateStyle: 'medium' },
    time: { timeStyle: 'short' },
    'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  },
  ur: {
    date: { dateStyle: 'medium' },
    time: URDU_TIME,
    // dateStyle cannot be mixed with a time's parts: the medium date's parts, then the time's.
    'date-time': { year: 'numeric', month: 'short', day: 'numeric', ...URDU_TIME },
  },
};

/** The locale Intl writes each language in (English as in the spec's examples, Latin digits for Urdu). */
const LOCALES: Record<Language, string> = { en: 'en-US', ur: 'ur' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant (epoch ms or a Date) written in `language` on Pakistan's clock. */
export function formatPakistanTime(instant: number | Date, style: DateStyle, language: Language): string {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      ...OPTIONS[language][style],
      timeZone: PAKISTAN_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format.format(instant);
}
