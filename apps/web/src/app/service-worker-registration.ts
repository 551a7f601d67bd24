import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// The service worker (service-worker/sw.ts, decision 0960) and how a new build reaches an open page:
// the browser looks for a new sw.js at every navigation; a new one installs, stores the new build and
// takes over at once. A page that was running the old build carries on (nothing the user is doing is cut
// off) and loads the new build at its next move to another page.

export const SERVICE_WORKER_URL = '/sw.js';

let newVersionActive = false;

/** How long the first screen's reads must have been quiet before the worker is registered. */
export const QUIET_MS = 1000;
/** The latest the worker is registered, after the page's load. */
export const REGISTER_LIMIT_MS = 10_000;

/**
 * Calls `then` once the page has loaded and `queryClient` has fetched nothing for QUIET_MS (at the latest
 * REGISTER_LIMIT_MS after load). A first install downloads every file of the build (about 1.2 MB): on a slow
 * network it would queue the first screen's answers and images behind it (decision 1010).
 */
export function afterFirstScreen(queryClient: QueryClient, then: () => void): void {
  const start = () => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      unsubscribe();
      then();
    };
    const limit = setTimeout(finish, REGISTER_LIMIT_MS);
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() === 0) quiet = setTimeout(finish, QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Registers the worker once the first screen is complete (afterFirstScreen). */
export function registerServiceWorker(queryClient: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  // A page that no worker controls yet (a first visit) is taken over by the first worker: that is no new
  // version. Any later change of worker, in this page's life, is one.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) newVersionActive = true;
    controlled = true;
  });
  afterFirstScreen(queryClient, () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('[service worker] not registered:', error);
    });
  });
}

/** At the first move to another page after a new version took over, loads that page from the new build. */
export function useNewVersionOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (newVersionActive) window.location.reload();
  }, [pathname]);
}
