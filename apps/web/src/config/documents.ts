// With its extension: vite.config.ts loads this file too (vite/prerender.ts).
import { paths } from './paths.ts';

// The prerendered documents of a build (decision 0960), named once for the build (vite/prerender.ts), the
// service worker and `vite dev`; the mock server and nginx follow the same rule: /{route}.html, index.html
// for Home, 404.html for any other address, offline.html where the app cannot run.

/** Addresses that belong to the API and the server's own pages, never to the app. */
export const NOT_THE_APP = /^\/(api|__mock|media|stand-ins|docs|openapi|healthz)(\/|$|\.)/;

export const NOT_FOUND_DOCUMENT = '404.html';
export const OFFLINE_DOCUMENT = 'offline.html';

const ROUTE_PATHS = new Set<string>(Object.values(paths).map((route) => route.path));

/** The document (relative to the build's root) that answers a navigation to `pathname`. */
export function documentFileOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'index.html';
  return ROUTE_PATHS.has(path) ? `${path.slice(1)}.html` : NOT_FOUND_DOCUMENT;
}
