// The product's languages (issue 19): English, the spec's language and the source of every text, and
// Urdu, written right to left. The web app, its build and the servers that pick a prerendered document
// (the mock server, nginx through the same cookie) decide a visit's language by one rule, here.

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec's language: every text is written in it first; a visitor nothing else fits gets it. */
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * The cookie that remembers the subscriber's choice on the device. A cookie, not localStorage, so the
 * server (and the service worker) can answer the chosen language's document before any script runs.
 */
export const LANGUAGE_COOKIE = 'esr-lang';

/** A year: the choice is the device's until it is changed. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ur: 'اردو' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

/** The language a Cookie header (or document.cookie) names, if it names one of ours. */
export function languageFromCookies(cookies: string | undefined | null): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The browser's preferred language among ours, from an Accept-Language header (or navigator.languages
 * joined with commas): the highest q first, in the header's order on a tie; `ur-PK` counts as `ur`.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  const ranges = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0], quality, index };
    })
    .filter((range) => Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) if (isLanguage(primary)) return primary;
  return null;
}

/** A visit's language: the device's choice first, then the browser's, then the spec's. */
export function negotiateLanguage(input: {
  cookies?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    languageFromCookies(input.cookies) ?? languageFromAcceptLanguage(input.acceptLanguage) ?? SOURCE_LANGUAGE
  );
}
