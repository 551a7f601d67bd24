import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@esr/test-support';

// The web app's catalogues as the browser tests read them (apps/web/src/locales, decision 0990): the Urdu
// a page must show, looked up by key, so a test fails when a page shows anything else.

function readCatalogue(language: string): Record<string, string> {
  const dir = join(repoRoot, 'apps', 'web', 'src', 'locales', language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

const URDU = readCatalogue('ur');

/** A value as an Urdu page writes it: a number by Intl in Urdu ('130,500'), a text as it is. */
const written = (value: string | number | undefined): string =>
  typeof value === 'number' ? new Intl.NumberFormat('ur').format(value) : String(value);

/**
 * The Urdu text of `key` with `values` in its placeholders. Plurals pick `one` for 1 and `other` for the
 * rest (Urdu's two categories), `#` being the number; numbers are written by Intl, as the app writes them.
 */
export function urdu(key: string, values: Record<string, string | number> = {}): string {
  const message = URDU[key];
  if (message === undefined) throw new Error(`no Urdu text for ${key}`);
  return message
    .replace(
      /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g,
      (_, name: string, one: string, other: string) =>
        (Number(values[name]) === 1 ? one : other).replace(/#/g, written(values[name])),
    )
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key} needs {${name}}`);
      return written(values[name]);
    });
}

/** A browser that prefers Urdu, as a Pakistani phone set to Urdu sends it. */
export const URDU_BROWSER = 'ur-PK';
