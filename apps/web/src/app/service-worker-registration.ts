import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// The service worker (service-worker/sw.ts, decision 0960) and how a new build reaches an open page:
// the browser looks for a new sw.js at every navigation; a new one installs, stores the new build and
// takes over at once. A page that was running the old build carries on (nothing the user is doing is cut
// off) and loads the new build at its next move to another page.

export const SERVICE_WORKER_URL = '/sw.js';

let newVersionActive = false;

/** Registers the worker once the page has loaded, so it never competes with the page's own downloads. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page that no worker controls yet (a first visit) is taken over by the first worker: that is no new
  // version. Any later change of worker, in this page's life, is one.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) newVersionActive = true;
    controlled = true;
  });
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('[service worker] not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
