import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { routeFor } from './router';
import { afterFirstScreen, QUIET_MS, REGISTER_LIMIT_MS } from './service-worker-registration';

export interface FieldVitalsConfig {
  /** VITE_VITALS_URL: unset, nothing is measured, loaded or sent. */
  url: string | undefined;
  /** VITE_VITALS_SAMPLE_RATE: the share of page loads that report (0..1). */
  sampleRate: number;
}

/**
 * Calls `then` once no file or call has finished loading for QUIET_MS (at the latest REGISTER_LIMIT_MS
 * on): the first screen's reads are quiet by then, but its images and the carousels' script may still
 * be arriving (measured: decision 1110).
 */
function afterNetworkQuiet(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined') return then();
  const done = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    then();
  };
  let quiet = setTimeout(done, QUIET_MS);
  const limit = setTimeout(done, REGISTER_LIMIT_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
}

/**
 * Real subscribers' figures (docs/decisions/1110). Decides once per page load whether this load reports;
 * if it does, loads the reporter (web-vitals and lib/field-vitals.ts, a chunk of their own) once the first
 * screen is complete and the network quiet, so it costs the first screen nothing. Returns whether this
 * load reports.
 */
export function startFieldVitals(
  queryClient: QueryClient,
  { url, sampleRate }: FieldVitalsConfig = {
    url: env.VITE_VITALS_URL,
    sampleRate: env.VITE_VITALS_SAMPLE_RATE,
  },
  random: () => number = Math.random,
): boolean {
  if (!url || !(random() < sampleRate)) return false;
  // The route's path pattern, read at load: the address itself carries ?a=<msisdn>.
  const page = routeFor(window.location.pathname).path;
  afterFirstScreen(queryClient, () =>
    afterNetworkQuiet(() => {
      import('@/lib/field-vitals')
        .then(({ reportFieldVitals }) => reportFieldVitals({ url, page }))
        .catch((error: unknown) => console.warn('[field vitals] not started:', error));
    }),
  );
  return true;
}
