import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// The catalogues (src/locales/{language}/{area}.json) are ICU messages written by people. Each is compiled
// here, at build time, into Lingui's compiled form, so the browser runs no message parser (decision 0990).
// Runs before Vite's JSON plugin: it receives the JSON text and answers JSON text.

const CATALOGUE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

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
    transform(source, id) {
      const file = id.split('?')[0]!;
      if (!CATALOGUE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(source, file)), map: null };
    },
  };
}
