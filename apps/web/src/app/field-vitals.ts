import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { routeFor } from './router';
import { afterFirstScreen } from './service-worker-registration';

export interface FieldVitalsConfig {
  /** VITE_VITALS_URL: unset, nothing is measured, loaded or sent. */
  url: string | undefined;
  /** VITE_VITALS_SAMPLE_RATE: the share of page loads that report (0..1). */
  sampleRate: number;
}

/**
 * Real subscribers' figures (docs/decisions/1080). Decides once per page load whether this load reports;
 * if it does, loads the reporter (web-vitals and lib/field-vitals.ts, a chunk of their own) once the first
 * screen is complete, so it costs the first screen nothing. Returns whether this load reports.
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
  afterFirstScreen(queryClient, () => {
    import('@/lib/field-vitals')
      .then(({ reportFieldVitals }) => reportFieldVitals({ url, page }))
      .catch((error: unknown) => console.warn('[field vitals] not started:', error));
  });
  return true;
}
