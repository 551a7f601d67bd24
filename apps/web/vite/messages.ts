import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// The catalogues are ICU messages written by people: the app's (src/locales/{language}/{area}.json) and the
// spec's English (packages/domain/src/locales/en/*.json, decision 1050). Each is compiled here, at build
// time, into Lingui's compiled form, so the browser runs no message parser (decision 0990).
//
// A catalogue is a JSON file a language's index or section (src/locales/{language}/*.ts) imports: that import is
// resolved to a module of its own (`\0esr-catalogue:` and the file without `.json`), which this plugin
// loads as the compiled catalogue. The domain also imports its English file (its englishText, for the
// server and the tests): that import stays Vite's plain JSON module.

const CATALOGUE_INDEX = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z]+\.ts$/;
const PREFIX = '\0esr-catalogue:';

/** A catalogue's messages, compiled. A message that is not valid ICU stops the build with its key. */
export function compileCatalogue(source: string, file = 'catalogue'): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: ${id} is not a valid ICU message: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
}

export function messages(): Plugin {
  return {
    name: 'esr:messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromIndex = importer !== undefined && CATALOGUE_INDEX.test(importer.split('?')[0]!);
      if (!fromIndex || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id.split('?')[0]!.replace(/\.json$/, '')}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const compiled = compileCatalogue(readFileSync(file, 'utf8'), file);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
