import { LANGUAGES, MESSAGES, TOKEN_MESSAGES, englishText, type MessageId } from '@esr/domain';
import { setupI18n, type Messages } from '@lingui/core';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../vite/messages';
import { plainPlaceholders } from '@/lib/message-format';

// The catalogues (decisions 0990 and 1050): both languages hold the same keys, every message is valid ICU
// with the same placeholders in both, every key is used by the app, the English of the spec's texts is the
// domain's (packages/domain/src/locales/en, checked word for word against the spec in the domain's tests),
// and the app shows texts by id: no source file reads the domain's English.

const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = join(LOCALES_DIR, '..');
const DOMAIN_SRC_DIR = join(SRC_DIR, '..', '..', '..', 'packages', 'domain', 'src');
/** The Aim Train game draws its own words (its English is its catalogue; the app sends the page's). */
const AIM_TRAIN_SRC_DIR = join(SRC_DIR, '..', '..', '..', 'packages', 'aim-train', 'src');
/**
 * Where each language's files are: the English of the spec's areas (messages, copy) and of the rewards'
 * names (items) is the domain's, that of the game's words (aimgame) the game's.
 */
const CATALOGUE_DIRS: Record<string, string[]> = {
  en: [
    join(LOCALES_DIR, 'en'),
    join(DOMAIN_SRC_DIR, 'locales', 'en'),
    join(AIM_TRAIN_SRC_DIR, 'locales', 'en'),
  ],
  ur: [join(LOCALES_DIR, 'ur')],
};

type Catalogue = Record<string, string>;

function readLanguage(language: string): { byArea: Record<string, Catalogue>; all: Catalogue } {
  const byArea = Object.fromEntries(
    CATALOGUE_DIRS[language]!.flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue,
        ]),
    ),
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

const appSources = sourceFiles(SRC_DIR).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** The domain's rules answer message ids too (validateTaskImage, entryFeeMessage); its catalogue index is no use. */
const domainSources = sourceFiles(DOMAIN_SRC_DIR)
  .filter((file) => !file.endsWith('messages.ts'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** The game draws its texts by id (its renderer). */
const gameSources = sourceFiles(AIM_TRAIN_SRC_DIR).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

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

  it.each(LANGUAGES)(
    '%s: its index and its sections (the chunks a page loads) hold every key, each once',
    async (language) => {
      // Every module of the language's folder is a part (src/lib/i18n.tsx loads each as a chunk).
      const files = readdirSync(join(LOCALES_DIR, language)).filter((file) => file.endsWith('.ts'));
      expect(files).toContain('index.ts');
      const parts = await Promise.all(files.map((file) => import(`./${language}/${file}`)));
      const keys = parts.flatMap((part: { default: object }) => Object.keys(part.default));
      expect(keys.length).toBe(new Set(keys).size);
      expect(keys.sort()).toEqual(Object.keys(catalogues[language]!.all).sort());
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

  it('uses every key: each appears, quoted, in the app or in a domain rule', () => {
    const source = [...appSources, ...domainSources, ...gameSources].map(({ text }) => text).join('\n');
    const unused = Object.keys(english).filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused, `unused keys (src/${relative(SRC_DIR, LOCALES_DIR)})`).toEqual([]);
  });
});

/** The words of a compiled message a reader sees: its text, in every case of its plurals, not its placeholders. */
function shownWords(compiled: unknown): string {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return '';
  return compiled
    .map((token: unknown) => {
      if (typeof token === 'string') return token === '#' ? ' ' : token;
      const cases = Array.isArray(token) ? (token[2] as unknown) : undefined;
      return cases && typeof cases === 'object'
        ? Object.values(cases as Record<string, unknown>)
            .map(shownWords)
            .join(' ')
        : ' ';
    })
    .join('');
}

/**
 * Latin-script words an Urdu text may keep, each with why: names as their makers write them, and the
 * abbreviations Urdu writes in Latin letters. Anything else in Latin letters is English left untranslated
 * (issue 39: 'headphone', 'keyboard', 'mouse', 'USB headset', 'Mobile' in the rewards' names).
 */
const LATIN_IN_URDU: Record<string, string> = {
  'Aim Train': "the game's name (ESL Originals)",
  'Aim Lab': 'a product name',
  'ESL Originals': "the publisher's brand",
  ESL: "the publisher's name",
  'Esports Rewards': "the portal's name",
  gamenow: "the partner's name, as it writes it",
  Jazz: "the operator's brand",
  Playstation: 'a product name',
  Asus: 'a brand',
  ROG: 'a product line (Asus Republic of Gamers)',
  Edifier: 'a brand',
  Bloody: 'a brand (A4Tech Bloody)',
  PUBG: "a game's name",
  UC: "PUBG Mobile's currency",
  Fortnite: "a game's name",
  'V-Bucks': "Fortnite's currency",
  Minecraft: "a game's name",
  Minecoins: "Minecraft's currency",
  PNG: 'a file type, written so on every device',
  JPEG: 'a file type, written so on every device',
  JPG: 'a file type, written so on every device',
  MB: 'the unit, written so in Urdu',
  WebGL: 'a browser technology',
  MSISDN: 'the technical name of a phone number, in the privacy policy',
  UID: "a game's player id, as the games name it",
  ID: 'written so in Urdu',
};

describe('the Urdu catalogue', () => {
  const compiled = compileCatalogue(JSON.stringify(catalogues.ur!.all), 'ur');
  const allowed = Object.keys(LATIN_IN_URDU).sort((a, b) => b.length - a.length);

  it('has no English left: a word in Latin letters is a name or an abbreviation Urdu keeps', () => {
    const english = Object.entries(compiled).flatMap(([key, message]) => {
      let words = shownWords(message).replace(/\S+@\S+\.\w+/g, ' '); // an e-mail address is an address
      for (const phrase of allowed) words = words.split(phrase).join(' ');
      return (words.match(/[A-Za-z][A-Za-z0-9'-]*/g) ?? []).map((word) => `${key}: ${word}`);
    });
    expect(english).toEqual([]);
  });

  it("finds an English word when there is one (the rule's own check)", () => {
    const words = shownWords(compileCatalogue(JSON.stringify({ 'a.b': 'Asus ROG headphone' }))['a.b']);
    expect(
      words
        .replace('Asus', '')
        .replace('ROG', '')
        .match(/[A-Za-z]+/g),
    ).toEqual(['headphone']);
  });
});

describe('numbers in the catalogues', () => {
  it.each(LANGUAGES)(
    '%s: a number a plural selects is written inside it as #, which Intl formats, never as {name}',
    (language) => {
      const mixed = Object.entries(compileCatalogue(JSON.stringify(catalogues[language]!.all), language))
        .filter(([, message]) => {
          const selectors = new Set(
            (Array.isArray(message) ? message : [])
              .filter((token): token is [string, string] => Array.isArray(token) && token[1] === 'plural')
              .map(([name]) => name),
          );
          return [...plainPlaceholders(message)].some((name) => selectors.has(name));
        })
        .map(([key]) => key);
      expect(mixed).toEqual([]);
    },
  );
});

describe('the app', () => {
  // The domain's English views (MESSAGES, COPY, englishText, entryFeeLabel...) are for the server and the
  // tests: a screen that read them would show English in Urdu, or translate by looking its words up.
  const ENGLISH_VIEWS = /\b(MESSAGES|COPY|SPEC_ENGLISH|englishText|entryFeeLabel|SPEC_MESSAGE_LIST)\b/;

  it("shows texts by id: no source file reads the domain's English", () => {
    const readers = appSources
      .filter(({ text }) =>
        [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@esr\/domain'/g)].some((m) =>
          ENGLISH_VIEWS.test(m[1]!),
        ),
      )
      .map(({ file }) => relative(SRC_DIR, file));
    expect(readers).toEqual([]);
  });
});

describe('the English catalogue', () => {
  const i18n = setupI18n();
  i18n.load('en', compileCatalogue(JSON.stringify(english)) as Messages);
  i18n.activate('en');

  it("shows the spec's messages and titles as the domain writes them for the server (englishText)", () => {
    const samples = { n: '7', message: 'boom', game: 'PUBG', reason: 'Time up' };
    const specIds = Object.keys(english).filter((id) => /^(messages|copy)\./.test(id)) as MessageId[];
    expect(specIds.length).toBeGreaterThan(100);
    for (const id of specIds) expect(i18n._(id, samples), id).toBe(englishText(id, samples));
    // The section 8 texts a subscriber sees, word for word, through the app's own compile (ICU quoting).
    expect(i18n._('messages.taskCompletedToday')).toBe(MESSAGES.taskCompletedToday);
    expect(i18n._('messages.levelFailed', samples)).toBe('Level 7 failed! Reason: Time up');
  });

  it('has no text for the token messages: they go to the console only (lib/query.ts)', () => {
    for (const name of Object.keys(TOKEN_MESSAGES)) expect(english[`messages.${name}`], name).toBeUndefined();
  });
});
