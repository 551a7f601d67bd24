// What the server's /docs needs from the contract tooling: no I/O beyond locating the renderer's files,
// no dependency the server's bundle would have to carry (apps/mock-server bundles @esr/* packages).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { DESIGNED, isObject, type Json } from './openapi';

export { assumptionsOf, renderAssumptionsHtml } from './assumptions';

/** The folder of the swagger-ui-dist release installed with this package; undefined when it is missing. */
export function swaggerUiDir(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return undefined;
  }
}

export const DESIGNED_NOTE = 'Designed, not in the product spec:';

/**
 * The contract as the API reference shows it: each x-designed reason is also written at the start of
 * the marked element's description, so the mark shows wherever the renderer shows descriptions
 * (property rows, parameters, responses) and not only in its extensions table.
 */
export function referenceDocument(doc: Json, intro: string): Json {
  const copy = structuredClone(doc);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    const reason = value[DESIGNED];
    if (typeof reason === 'string') {
      const description = typeof value.description === 'string' ? `\n\n${value.description}` : '';
      value.description = `**${DESIGNED_NOTE}** ${reason}${description}`;
    }
    // Examples are data: a key named description inside them is not documentation.
    Object.entries(value)
      .filter(([key]) => key !== 'examples' && key !== 'value')
      .forEach(([, child]) => walk(child));
  };
  walk(copy);
  const info = copy.info as Json;
  info.description = `${intro}\n\n${String(info.description ?? '')}`;
  return copy;
}
