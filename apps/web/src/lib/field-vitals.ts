import type { Schemas } from '@esr/sdk';
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  type CLSMetric,
  type FCPMetric,
  type INPMetric,
  type LCPMetric,
} from 'web-vitals';
import { CHECKIN_VISIBLE_MARK } from './early-checkin';

// Real subscribers' figures (issue 38, docs/decisions/1110): FCP, LCP, INP and CLS through web-vitals,
// and when the check-in dialog was first shown, sent to the configured endpoint (reportFieldVitals) when
// the page is hidden. This module is its own chunk, loaded after the first screen and only for a page
// load that was sampled (app/field-vitals.ts). What it sends is the contract's FieldVitalsBatch and
// nothing more: the route's path pattern, the connection's effective type, and each figure's name,
// value, rating and navigation type. No msisdn, token, address, user agent or timestamp.

type Batch = Schemas['FieldVitalsBatch'];
type Figure = Batch['metrics'][number];
type Connection = Batch['connection'];
type Navigation = Figure['navigation'];

/** The contract's bounds: figures per batch, and the largest value (ten minutes, in ms). */
export const MAX_FIGURES_PER_BATCH = 10;
const MAX_VALUE = 600_000;
/** The check-in is what most visits come for: rated as LCP is (good up to 2.5 s, poor past 4 s). */
export const CHECKIN_THRESHOLDS = [2500, 4000] as const;

const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies Connection[];
const NAVIGATIONS: readonly string[] = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] satisfies Navigation[];

export interface ReporterOptions {
  /** VITE_VITALS_URL: where the batches go. */
  url: string;
  /** The route's path pattern (`/tournaments`), never the address: its query holds `?a=<msisdn>`. */
  page: string;
}

/** The browser's effective connection type (NetworkInformation, Chromium only), else unknown. */
export function connectionType(): Connection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection
    ?.effectiveType;
  return typeof type === 'string' && CONNECTIONS.includes(type) ? (type as Connection) : 'unknown';
}

/**
 * Sends one batch so that it survives the page. On this origin, a beacon. On another, a keepalive fetch
 * without credentials: a beacon of JSON there goes with credentials, and its preflight fails unless that
 * server allows them (Chromium), which an endpoint for anonymous figures has no reason to. A beacon the
 * browser refuses (or a browser without them) falls back to the fetch too.
 */
export function sendBatch(url: string, batch: Batch): void {
  const body = JSON.stringify(batch);
  let queued = false;
  if (new URL(url, window.location.href).origin === window.location.origin) {
    try {
      queued = navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      // A browser that refuses the beacon's content type, or has no sendBeacon at all.
    }
  }
  if (queued) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

const rounded = (name: Figure['name'], value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** How this document was reached, as web-vitals names it (for the check-in mark, which web-vitals does not see). */
function documentNavigation(): string {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' ? 'back-forward' : (entry?.type ?? 'navigate');
}

function ratingOf(value: number, [good, poor]: readonly [number, number]): Figure['rating'] {
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Calls `then` with the check-in mark's time (ms since the navigation started), once, when there is one. */
function onCheckinVisible(then: (startTime: number) => void): void {
  const [mark] = performance.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark');
  if (mark) return then(mark.startTime);
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    const [entry] = list.getEntriesByName(CHECKIN_VISIBLE_MARK, 'mark');
    if (!entry) return;
    observer.disconnect();
    then(entry.startTime);
  });
  observer.observe({ type: 'mark', buffered: true });
}

/** Marked once the reporter listens: a page that hides after it sends its figures. */
export const REPORTER_STARTED_MARK = 'esr:field-vitals-started';

/**
 * Starts the figures of this page load, and sends them when the page is hidden or left, in batches of at
 * most MAX_FIGURES_PER_BATCH. Each is sent once: web-vitals reports CLS and INP again when the page is
 * hidden again, which would count one load twice. LCP, CLS and INP are followed as they change
 * (`reportAllChanges`) and sent with their value at that moment: web-vitals' own last report comes as the
 * page hides, and a page left by a link in the same tab is unloaded (pagehide) before it is hidden.
 */
export function reportFieldVitals({ url, page }: ReporterOptions, send = sendBatch): void {
  const connection = connectionType();
  const queue: Figure[] = [];
  const queued = new Set<string>();
  const add = (
    id: string,
    name: Figure['name'],
    value: number,
    rating: Figure['rating'],
    navigation: string,
  ) => {
    // A soft navigation is no page load, and a value past the contract's bounds would refuse the batch.
    if (queued.has(id) || !NAVIGATIONS.includes(navigation) || !(value >= 0 && value <= MAX_VALUE)) return;
    queued.add(id);
    queue.push({ name, value: rounded(name, value), rating, navigation: navigation as Navigation });
  };
  const figureOf = (metric: FCPMetric | LCPMetric | INPMetric | CLSMetric): Parameters<typeof add> => [
    metric.id,
    metric.name,
    metric.value,
    metric.rating,
    metric.navigationType,
  ];
  const onMetric = (metric: FCPMetric) => add(...figureOf(metric));
  /** The figures still changing, by id, as last reported (web-vitals reports the same object again). */
  const latest = new Map<string, Parameters<typeof add>>();
  const onChange = (metric: LCPMetric | INPMetric | CLSMetric) => latest.set(metric.id, figureOf(metric));
  onFCP(onMetric);
  onLCP(onChange, { reportAllChanges: true });
  onINP(onChange, { reportAllChanges: true });
  onCLS(onChange, { reportAllChanges: true });
  onCheckinVisible((startTime) =>
    add(
      CHECKIN_VISIBLE_MARK,
      'checkin-visible',
      startTime,
      ratingOf(startTime, CHECKIN_THRESHOLDS),
      documentNavigation(),
    ),
  );
  const flush = () => {
    for (const figure of latest.values()) add(...figure);
    latest.clear();
    while (queue.length > 0) send(url, { page, connection, metrics: queue.splice(0, MAX_FIGURES_PER_BATCH) });
  };
  // After web-vitals' own listeners (on window, capturing), which report LCP, CLS and INP as the page hides.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // Listening from here on: a figure's collector (the e2e test) waits for it before the page hides.
  performance.mark(REPORTER_STARTED_MARK);
}
