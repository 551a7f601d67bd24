// With their extensions: vite.config.ts loads this file too (vite/prerender.ts).
import { SOURCE_LANGUAGE, type Language } from '#domain/languages';
import { paths } from './paths.ts';

// The prerendered documents of a build (decision 0960), named once for the build (vite/prerender.ts), the
// service worker and `vite dev`; the mock server and nginx follow the same rule: /{route}.html, index.html
// for Home, 404.html for any other address, offline.html where the app cannot run. Each language has its
// own documents (decision 0990): English's at the root, Urdu's in ur/ (ur/index.html, ur/tournaments.html).

/** Addresses that belong to the API and the server's own pages, never to the app (the server's rule too). */
export { NOT_THE_APP } from '#domain/server-paths';

export const NOT_FOUND_DOCUMENT = '404.html';
export const OFFLINE_DOCUMENT = 'offline.html';

const ROUTE_PATHS = new Set<string>(Object.values(paths).map((route) => route.path));

/** The folder of a language's documents in the build: '' for the spec's language, 'ur/' for Urdu. */
export const documentFolderOf = (language: Language): string =>
  language === SOURCE_LANGUAGE ? '' : `${language}/`;

/** The document (relative to the build's root) that answers a navigation to `pathname` in `language`. */
export function documentFileOf(pathname: string, language: Language = SOURCE_LANGUAGE): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const file =
    path === '/' ? 'index.html' : ROUTE_PATHS.has(path) ? `${path.slice(1)}.html` : NOT_FOUND_DOCUMENT;
  return documentFolderOf(language) + file;
}
