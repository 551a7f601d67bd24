/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { documentFileOf, NOT_THE_APP, OFFLINE_DOCUMENT } from '../src/config/documents.ts';

// The app's service worker (decision 0960), built by vite/service-worker.ts into dist/sw.js with the
// precache list written in place of self.__WB_MANIFEST.
//
// - Precache: every prerendered document and built file (not the API, not the Aim Train build), stored
//   by revision; a new build's worker stores what changed and drops the rest.
// - Navigations to the app: the address's prerendered document from the precache (a repeat visit paints
//   without waiting for the network). Other navigations (the API reference, the stand-ins): the network,
//   and offline.html when it fails.
// - Everything else (the API, /__mock, /media, uploads, the game): the network, never cached.
// - Updates: a new worker takes over at once (skipWaiting, clientsClaim); the page reloads itself at its
//   next navigation (src/app/service-worker-registration.ts).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const isAppDocument = (pathname: string) => !NOT_THE_APP.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url }) => {
    if (isAppDocument(url.pathname)) {
      const cached = await matchPrecache(`/${documentFileOf(url.pathname)}`);
      if (cached) return cached;
    }
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(`/${OFFLINE_DOCUMENT}`)) ?? Response.error();
    }
  },
);
