import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromCookies,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  negotiateLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from '@esr/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type english from '@/locales/en';
import type englishInfo from '@/locales/en/info';
import type englishPages from '@/locales/en/pages';
import { formatMessage, formatNumberIn } from '@/lib/message-format';

// The app's texts in English and Urdu (issue 19, decision 0990). Lingui's core formats them: the
// catalogues in src/locales/{en,ur}/*.json are ICU messages, compiled at build time (vite/messages.ts), so
// the browser gets no message parser; plurals and numbers go through Intl with the active language. Each
// language's catalogue is chunks of its own (its index, and the sections only some pages show), loaded
// before the app renders (a prerendered document links its language's, so they arrive with the page's own).

/**
 * Every message the app has: a key of the English catalogue, its index or a section (the spec's ids from
 * the domain included).
 */
export type MessageId = keyof typeof english | keyof typeof englishInfo | keyof typeof englishPages;
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * What a screen shows, by id, never by its English words (decision 1050): a message of the catalogue, with
 * its values when it has placeholders, or `verbatim`, words from elsewhere (the server's own), shown as
 * they are in every language.
 */
export type Message =
  MessageId | { readonly id: MessageId; readonly values?: MessageValues } | { readonly verbatim: string };

/** Whether two messages show the same text (a memoised view compares them). */
export function sameMessage(a: Message, b: Message): boolean {
  return (
    a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))
  );
}

export const i18n = setupI18n();

type CatalogueModule = () => Promise<{ default: Record<string, unknown> }>;

/**
 * The parts of a language's catalogue beyond its index: the areas only some pages show (decision 1080,
 * round 5). A page that shows one loads it with its chunk (src/app/router.tsx), so a visit downloads the
 * texts of the pages it can show, not of every page.
 */
export type CatalogueSection = 'info' | 'pages';

/** Each language's index and sections: a chunk each (src/locales/{language}/*.ts). */
const catalogues: Record<Language, Record<'index' | CatalogueSection, CatalogueModule>> = {
  en: {
    index: () => import('@/locales/en'),
    info: () => import('@/locales/en/info'),
    pages: () => import('@/locales/en/pages'),
  },
  ur: {
    index: () => import('@/locales/ur'),
    info: () => import('@/locales/ur/info'),
    pages: () => import('@/locales/ur/pages'),
  },
};

/**
 * What loads the catalogues into `target`, from `modules` (each language's index and sections): a language
 * with every section asked for so far, a section for every language asked for so far and any later.
 */
export function catalogueLoader(
  target: I18n,
  modules: Record<Language, Record<'index' | CatalogueSection, CatalogueModule>>,
) {
  const languages = new Set<Language>();
  const sections = new Set<CatalogueSection>();
  /** Each part of a catalogue once: its load, by `language/part` (forgotten if it failed: tried again). */
  const parts = new Map<string, Promise<void>>();

  function loadPart(language: Language, part: 'index' | CatalogueSection): Promise<void> {
    const key = `${language}/${part}`;
    let loading = parts.get(key);
    if (!loading) {
      loading = modules[language][part]().then(
        // A copy: Lingui adds later parts into the object it was first given.
        ({ default: messages }) => target.load(language, { ...messages } as Messages),
        (error: unknown) => {
          parts.delete(key);
          throw error;
        },
      );
      parts.set(key, loading);
    }
    return loading;
  }

  return {
    /**
     * Loads a language's catalogue (once): its index and every section a page has asked for, and makes it
     * the one every text is read from.
     */
    async loadLanguage(language: Language): Promise<void> {
      languages.add(language);
      await Promise.all([
        loadPart(language, 'index'),
        ...[...sections].map((section) => loadPart(language, section)),
      ]);
      target.activate(language);
    },
    /**
     * Loads a section of the catalogue for the languages asked for so far, and for any asked for later (a
     * page's first render waits for it: src/app/router.tsx).
     */
    async loadSection(section: CatalogueSection): Promise<void> {
      sections.add(section);
      await Promise.all([...languages].map((language) => loadPart(language, section)));
    },
  };
}

const loader = catalogueLoader(i18n, catalogues);
export const { loadLanguage, loadSection } = loader;

/** The active language (the source language until one is loaded). */
export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
}

/** The language a page is in: the one its document was written in, else the device's or browser's. */
export function documentLanguage(): Language {
  const declared = document.documentElement.lang;
  if (isLanguage(declared)) return declared;
  return negotiateLanguage({ cookies: document.cookie, acceptLanguage: navigator.languages.join(',') });
}

/** Whether the device has a language written yet. */
export const hasRememberedLanguage = (): boolean => languageFromCookies(document.cookie) !== null;

/** <html lang dir> for a language, so the browser lays the page out right to left for Urdu. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Remembers a language on the device, where the servers and the service worker read it (domain/languages).
 * main.tsx also writes the language of a first visit (the one the server chose from the browser's), so the
 * service worker, which cannot weigh the browser's languages as the server does, answers the same one.
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** Above the app: re-renders every text when the subscriber picks another language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(activeLanguage);
  const setLanguage = useCallback(async (next: Language) => {
    rememberLanguage(next);
    await loadLanguage(next);
    applyDocumentLanguage(next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The active language and the way to change it. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  return state ?? { language: activeLanguage(), setLanguage: loadLanguage };
}

export type Translate = ((id: MessageId, values?: MessageValues) => string) & {
  /** The text of a Message: a catalogue message in the active language, or the verbatim words as they are. */
  message: (message: Message) => string;
  /** A number written for the active language. */
  number: (value: number) => string;
  language: Language;
};

/**
 * A translator that stands in for the language's own below it: the build's check-in template records the
 * texts that carry the streak's numbers (src/app/checkin-template.tsx). Nothing else provides one.
 */
export const TranslatorOverride = createContext<Translate | null>(null);

/** The text of a message in the active language; re-renders the caller when the language changes. */
export function useT(): Translate {
  const { language } = useLanguage();
  const override = useContext(TranslatorOverride);
  const t = useMemo(() => translator(language), [language]);
  return override ?? t;
}

/** The same outside React (document titles, the prerender): reads the active language. */
export function translator(language: Language = activeLanguage()): Translate {
  const t = ((id: MessageId, values?: MessageValues) => translate(id, values)) as Translate;
  t.message = (message) => {
    if (typeof message === 'string') return translate(message);
    return 'verbatim' in message ? isolate(message.verbatim) : translate(message.id, message.values);
  };
  t.number = formatNumber;
  t.language = language;
  return t;
}

/**
 * Every number the app shows, written by Intl in the active language ('130,500'): the one number format
 * (issue 39). A text's placeholders go through it too (`translate`), and a number shown on its own
 * (a score, a balance) calls it as `t.number`.
 */
export function formatNumber(value: number): string {
  return formatNumberIn(i18n, value);
}

/**
 * Words from elsewhere (the server's) set apart from the text around them, as `<bdi>` does: U+2068 FIRST
 * STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE. An English sentence on an Urdu page keeps its full
 * stop at its end, and its words do not reorder the Urdu beside it, wherever the string lands (an alert,
 * a popup's title, a placeholder inside a catalogue sentence).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A catalogue message with its values, numbers written as the app writes them (lib/message-format.ts). */
function translate(id: MessageId, values?: MessageValues): string {
  return formatMessage(i18n, id, values);
}
