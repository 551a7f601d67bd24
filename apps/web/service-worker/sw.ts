/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { LANGUAGE_COOKIE, negotiateLanguage, type Language } from '#domain/languages';
import { documentFileOf, documentFolderOf, NOT_THE_APP, OFFLINE_DOCUMENT } from '../src/config/documents.ts';

// The app's service worker (decision 0960), built by vite/service-worker.ts into dist/sw.js with the
// precache list written in place of self.__WB_MANIFEST.
//
// - Precache: every prerendered document and built file (not the API, not the Aim Train build), stored
//   by revision; a new build's worker stores what changed and drops the rest.
// - Navigations to the app: the address's prerendered document from the precache (a repeat visit paints
//   without waiting for the network), in the visit's language (decision 0990): the device's choice, read
//   from its cookie through the Cookie Store API. A browser without that API, or a device with no choice
//   written yet, asks the network first (the server reads the cookie and the browser's languages) and
//   falls back to the cache. Other navigations (the API reference, the stand-ins): the network,
//   and offline.html when it fails.
// - Everything else (the API, /__mock, /media, uploads, the game): the network, never cached.
// - Updates: a new worker takes over at once (skipWaiting, clientsClaim); the page reloads itself at its
//   next navigation (src/app/service-worker-registration.ts).

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Navigations are answered by the route below, in the visit's language; the precache's own route only
// answers exact file addresses (no '/tournaments' -> 'tournaments.html', which is English's document).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

const isAppDocument = (pathname: string) => !NOT_THE_APP.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/**
 * The visit's language; `certain` only when the device's choice is readable here (the app writes it on
 * the first visit: src/lib/i18n.tsx). Without it the worker asks the network, whose server weighs the
 * browser's languages, and falls back to the cache in the worker's idea of them.
 */
async function visitLanguage(): Promise<{ language: Language; certain: boolean }> {
  const browser = self.navigator.languages.join(',');
  const cookie = self.cookieStore ? await self.cookieStore.get(LANGUAGE_COOKIE).catch(() => null) : null;
  const cookies = cookie ? `${LANGUAGE_COOKIE}=${cookie.value}` : null;
  return { language: negotiateLanguage({ cookies, acceptLanguage: browser }), certain: cookies !== null };
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url }) => {
    const { language, certain } = await visitLanguage();
    const document = isAppDocument(url.pathname) ? `/${documentFileOf(url.pathname, language)}` : null;
    if (document && certain) {
      const cached = await matchPrecache(document);
      if (cached) return cached;
    }
    try {
      return await fetch(request);
    } catch {
      const cached = document ? await matchPrecache(document) : undefined;
      const offline = await matchPrecache(`/${documentFolderOf(language)}${OFFLINE_DOCUMENT}`);
      return cached ?? offline ?? Response.error();
    }
  },
);
