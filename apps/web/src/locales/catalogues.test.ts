import { COPY, LANGUAGES, MESSAGES } from '@esr/domain';
import { setupI18n, type Messages } from '@lingui/core';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../vite/messages';

// The catalogues (decision 0990): both languages hold the same keys, every message is valid ICU with the
// same placeholders in both, every key is used by the app, and the English texts of the spec are the
// spec's, word for word (packages/domain/src/messages.ts).

const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = join(LOCALES_DIR, '..');

type Catalogue = Record<string, string>;

function readLanguage(language: string): { byArea: Record<string, Catalogue>; all: Catalogue } {
  const dir = join(LOCALES_DIR, language);
  const byArea = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue,
      ]),
  );
  return { byArea, all: Object.assign({}, ...Object.values(byArea)) as Catalogue };
}

const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, readLanguage(language)]));
const english = catalogues.en!.all;

/** The placeholders of an ICU message ({name}, {n, plural, ...}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)) names.add(match[1]!);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the catalogues', () => {
  it.each(LANGUAGES)('%s has every key of every other language, each with a text', (language) => {
    const own = catalogues[language]!.all;
    for (const other of LANGUAGES) {
      const missing = Object.keys(catalogues[other]!.all).filter((key) => !(key in own));
      expect(missing, `keys of ${other} missing in ${language}`).toEqual([]);
    }
    const blank = Object.entries(own).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(blank.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)(
    "%s keeps each key in the file its area names, and each file's keys apart",
    (language) => {
      const seen = new Set<string>();
      for (const [area, messages] of Object.entries(catalogues[language]!.byArea)) {
        for (const key of Object.keys(messages)) {
          expect(key.startsWith(`${area}.`), `${language}/${area}.json: ${key}`).toBe(true);
          expect(seen.has(key), `${key} twice`).toBe(false);
          seen.add(key);
        }
      }
    },
  );

  it('has the same areas in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(catalogues[language]!.byArea).sort()).toEqual(
        Object.keys(catalogues.en!.byArea).sort(),
      );
  });

  it.each(LANGUAGES)(
    '%s: every message is valid ICU with the placeholders of its English text',
    (language) => {
      const own = catalogues[language]!.all;
      expect(() => compileCatalogue(JSON.stringify(own), language)).not.toThrow();
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(own[key] ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('uses every key: each appears, quoted, in the app (the spec texts also through MESSAGES and COPY)', () => {
    const source = sourceFiles(SRC_DIR)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter((key) => {
      if (source.includes(`'${key}'`) || source.includes(`"${key}"`)) return false;
      const [area, name] = key.split('.') as [string, string];
      // A spec message the app shows as an ApiError's text (lib/i18n.tsx translates it) or a COPY title.
      if (area === 'messages') return !source.includes(`MESSAGES.${name}`);
      if (area === 'copy') return !source.includes(`COPY.${name}`);
      return true;
    });
    expect(unused, `unused keys (src/${relative(SRC_DIR, LOCALES_DIR)})`).toEqual([]);
  });
});

/**
 * The spec's token messages (section 8) are never shown to a subscriber: the app writes them to the
 * console for developers (lib/query.ts, logSilentFailure), so they have no catalogue entry.
 */
const CONSOLE_ONLY = new Set([
  'msisdnNotFound',
  'noTokenFromRefresh',
  'tokenRefreshOngoing',
  'noAccessToken',
]);

describe('the English catalogue', () => {
  const i18n = setupI18n();
  i18n.load('en', compileCatalogue(JSON.stringify(english)) as Messages);
  i18n.activate('en');

  it("writes the spec's messages exactly as the spec does, each the app shows", () => {
    const samples: Record<string, string> = { n: '7', message: 'boom', game: 'PUBG', reason: 'Time up' };
    for (const [key, text] of Object.entries(MESSAGES)) {
      const id = `messages.${key}`;
      if (CONSOLE_ONLY.has(key)) {
        expect(english[id], `${id} goes to the console only`).toBeUndefined();
        continue;
      }
      // A parameterised message takes its arguments in the order the English text names them.
      const args = [...(english[id] ?? '').matchAll(/\{(\w+)\}/g)].map((match) => samples[match[1]!]!);
      const expected = typeof text === 'string' ? text : (text as (...values: string[]) => string)(...args);
      expect(i18n._(id, samples), id).toBe(expected);
    }
  });

  it("writes the spec's titles and labels exactly as the spec does", () => {
    for (const [key, text] of Object.entries(COPY)) expect(i18n._(`copy.${key}`), key).toBe(text);
  });
});
