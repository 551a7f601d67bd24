import type { Schemas } from '@esr/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isolateReporters, webVitalsCallbacks, webVitalsOptions } from '@/testing/field-vitals';
import { CHECKIN_VISIBLE_MARK } from './early-checkin';
import {
  CHECKIN_THRESHOLDS,
  MAX_FIGURES_PER_BATCH,
  REPORTER_STARTED_MARK,
  reportFieldVitals,
  sendBatch,
} from './field-vitals';

vi.mock('web-vitals', async () => (await import('@/testing/field-vitals')).webVitalsStandIn());
isolateReporters();

type Batch = Schemas['FieldVitalsBatch'];
const MSISDN = '923005550001';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJtc2lzZG4iOiI5MjMwMDU1NTAwMDEifQ.c2lnbmF0dXJl';

let nextId = 0;
function report(name: 'FCP' | 'LCP' | 'INP' | 'CLS', value: number, extra: Record<string, unknown> = {}) {
  const metric = {
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${(nextId += 1)}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...extra,
  };
  webVitalsCallbacks.get(name)!(metric);
  return metric;
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('reportFieldVitals', () => {
  it('sends, when the page is hidden, exactly the page pattern, the connection and each figure: nothing personal', () => {
    // A subscriber's page load: the address carries ?a=, the session holds the number and the token.
    window.history.replaceState(null, '', `/tournaments?a=${MSISDN}`);
    sessionStorage.setItem('msisdn', MSISDN);
    sessionStorage.setItem('access_token', TOKEN);
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
    const send = vi.fn();
    reportFieldVitals({ url: '/api/v1/field-vitals', page: '/tournaments' }, send);
    report('FCP', 1180.4);
    report('LCP', 2456.7, { rating: 'good' });
    report('CLS', 0.123456, { rating: 'needs-improvement' });
    report('INP', 232, { rating: 'needs-improvement', navigationType: 'reload' });
    expect(send).not.toHaveBeenCalled();
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, batch] = send.mock.calls[0] as [string, Batch];
    expect(url).toBe('/api/v1/field-vitals');
    expect(Object.keys(batch).sort()).toEqual(['connection', 'metrics', 'page']);
    for (const figure of batch.metrics) {
      expect(Object.keys(figure).sort()).toEqual(['name', 'navigation', 'rating', 'value']);
    }
    expect(batch).toEqual({
      page: '/tournaments',
      connection: '3g',
      metrics: [
        { name: 'FCP', value: 1180, rating: 'good', navigation: 'navigate' },
        { name: 'LCP', value: 2457, rating: 'good', navigation: 'navigate' },
        { name: 'CLS', value: 0.1235, rating: 'needs-improvement', navigation: 'navigate' },
        { name: 'INP', value: 232, rating: 'needs-improvement', navigation: 'reload' },
      ],
    });
    const body = JSON.stringify(batch);
    for (const secret of [MSISDN, TOKEN, '?a=', navigator.userAgent]) expect(body).not.toContain(secret);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('a page left by a link in the same tab (unloaded before it is hidden): LCP, CLS and INP as they were', () => {
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    // Followed as they change: web-vitals' own last report of them comes only as the page hides.
    for (const name of ['LCP', 'CLS', 'INP'])
      expect(webVitalsOptions.get(name)).toEqual({ reportAllChanges: true });
    report('FCP', 700);
    const lcp = report('LCP', 900);
    const cls = report('CLS', 0);
    // web-vitals reports the same object again with its new value.
    Object.assign(lcp, { value: 1400 });
    webVitalsCallbacks.get('LCP')!(lcp);
    Object.assign(cls, { value: 0.08, rating: 'good' });
    webVitalsCallbacks.get('CLS')!(cls);
    report('INP', 180);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0]![1] as Batch).metrics).toEqual([
      { name: 'FCP', value: 700, rating: 'good', navigation: 'navigate' },
      { name: 'LCP', value: 1400, rating: 'good', navigation: 'navigate' },
      { name: 'CLS', value: 0.08, rating: 'good', navigation: 'navigate' },
      { name: 'INP', value: 180, rating: 'good', navigation: 'navigate' },
    ]);
    // The page hidden afterwards (a phone's tab switcher) sends nothing again.
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('marks when it listens, after its listeners are in (a hide after the mark is reported)', () => {
    performance.clearMarks(REPORTER_STARTED_MARK);
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    expect(performance.getEntriesByName(REPORTER_STARTED_MARK)).toHaveLength(1);
    report('LCP', 900);
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says unknown for the connection where the browser does not tell it', () => {
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    report('LCP', 900);
    hide();
    expect((send.mock.calls[0]![1] as Batch).connection).toBe('unknown');
  });

  it('reports the check-in mark as checkin-visible: ms since the navigation started, rated as LCP is', () => {
    const mark = performance.mark(CHECKIN_VISIBLE_MARK, { startTime: 2612.3 });
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    hide();
    expect(send).toHaveBeenCalledWith('/v', {
      page: '/',
      connection: 'unknown',
      metrics: [
        { name: 'checkin-visible', value: 2612, rating: 'needs-improvement', navigation: 'navigate' },
      ],
    });
    expect(mark.startTime).toBeGreaterThan(CHECKIN_THRESHOLDS[0]);
  });

  it('sends each figure once per page load, whatever web-vitals reports again, and nothing when there is none', () => {
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    hide();
    expect(send).not.toHaveBeenCalled();
    const cls = report('CLS', 0.05);
    hide();
    // The page shown and hidden again: web-vitals reports the same CLS with its new value.
    webVitalsCallbacks.get('CLS')!({ ...cls, value: 0.3, rating: 'poor' });
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0]![1] as Batch).metrics).toEqual([
      { name: 'CLS', value: 0.05, rating: 'good', navigation: 'navigate' },
    ]);
  });

  it('keeps every batch within the contract: at most 10 figures, values within ten minutes, no soft navigation', () => {
    const send = vi.fn();
    reportFieldVitals({ url: '/v', page: '/' }, send);
    for (let i = 0; i < MAX_FIGURES_PER_BATCH + 2; i += 1) report('LCP', 1000 + i);
    report('LCP', 600_001);
    report('INP', 80, { navigationType: 'soft-navigation' });
    window.dispatchEvent(new Event('pagehide'));
    const batches = send.mock.calls.map(([, batch]) => (batch as Batch).metrics.length);
    expect(batches).toEqual([MAX_FIGURES_PER_BATCH, 2]);
  });
});

describe('sendBatch', () => {
  const batch: Batch = {
    page: '/',
    connection: '4g',
    metrics: [{ name: 'LCP', value: 1200, rating: 'good', navigation: 'navigate' }],
  };

  it('sends a beacon of JSON', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    sendBatch('/api/v1/field-vitals', batch);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/field-vitals');
    expect(blob.type).toBe('application/json');
    // jsdom's Blob has no text(): its FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(batch);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends to another origin with a keepalive fetch without credentials, never a beacon', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    sendBatch('https://rum.operator.example/field-vitals', batch);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://rum.operator.example/field-vitals',
      expect.objectContaining({ keepalive: true, credentials: 'omit' }),
    );
  });

  it.each([
    ['refused', () => false],
    [
      'throws (a content type the browser does not take)',
      () => {
        throw new TypeError('refused');
      },
    ],
    ['missing', undefined],
  ])('falls back to a keepalive fetch, without credentials, when the beacon is %s', (_case, beacon) => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    sendBatch('/v', batch);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/v', {
      method: 'POST',
      body: JSON.stringify(batch),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    });
  });
});
