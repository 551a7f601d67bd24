import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isolateReporters, webVitalsCallbacks } from '@/testing/field-vitals';
import { startFieldVitals } from './field-vitals';
import { QUIET_MS } from './service-worker-registration';

// Real users' figures are off unless the build names an endpoint, and sampled once per page load
// (docs/decisions/1110). The reporter is the real one; only web-vitals, which reads entries jsdom does
// not make, is stood in for.
vi.mock('web-vitals', async () => (await import('@/testing/field-vitals')).webVitalsStandIn());
isolateReporters();

const URL = '/api/v1/field-vitals';
const MSISDN = '923005550001';
let beacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  window.history.replaceState(null, '', `/tournaments?a=${MSISDN}`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.history.replaceState(null, '', '/');
});

/**
 * The first screen is complete (no read for QUIET_MS after load), then the network quiet (no file for
 * QUIET_MS more); then the subscriber leaves the page.
 */
async function visitAndLeave(lcpMs?: number) {
  await vi.advanceTimersByTimeAsync(2 * QUIET_MS + 1);
  await vi.dynamicImportSettled();
  if (lcpMs !== undefined) {
    webVitalsCallbacks.get('LCP')?.({
      name: 'LCP',
      value: lcpMs,
      rating: 'good',
      id: 'v5-lcp',
      navigationType: 'navigate',
    });
  }
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

describe('startFieldVitals', () => {
  it('measures and sends nothing when no endpoint is configured (the default)', async () => {
    const random = vi.fn(() => 0);
    expect(startFieldVitals(new QueryClient(), { url: undefined, sampleRate: 1 }, random)).toBe(false);
    await visitAndLeave(1500);
    expect(webVitalsCallbacks.size).toBe(0);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['sampled out', 0.1, 0.1],
    ['a rate of 0', 0, 0],
  ])('measures and sends nothing for a page load %s', async (_case, sampleRate, drawn) => {
    const random = vi.fn(() => drawn);
    expect(startFieldVitals(new QueryClient(), { url: URL, sampleRate }, random)).toBe(false);
    await visitAndLeave(1500);
    expect(webVitalsCallbacks.size).toBe(0);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('decides once per page load, loads the reporter after the first screen, and beacons the route’s pattern', async () => {
    const random = vi.fn(() => 0.09);
    expect(startFieldVitals(new QueryClient(), { url: URL, sampleRate: 0.1 }, random)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
    // Nothing of web-vitals before the first screen is complete and the network has been quiet.
    await vi.advanceTimersByTimeAsync(QUIET_MS + QUIET_MS / 2);
    await vi.dynamicImportSettled();
    expect(webVitalsCallbacks.size).toBe(0);
    await visitAndLeave(1500);
    expect([...webVitalsCallbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP']);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(URL);
    // jsdom's FileReader reads on a timer of its own.
    vi.useRealTimers();
    const body = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(beacon.mock.calls[0]![1]);
    });
    expect(JSON.parse(body)).toEqual({
      page: '/tournaments',
      connection: 'unknown',
      metrics: [{ name: 'LCP', value: 1500, rating: 'good', navigation: 'navigate' }],
    });
    expect(body).not.toContain(MSISDN);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('waits for the network to be quiet: a file that finishes loading restarts the wait', async () => {
    let resourceLoaded = () => undefined as void;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          resourceLoaded = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    startFieldVitals(new QueryClient(), { url: URL, sampleRate: 1 }, () => 0);
    await vi.advanceTimersByTimeAsync(QUIET_MS + 1);
    // The first screen is complete; a carousel's image arrives just before the network would be quiet.
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    resourceLoaded();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    await vi.dynamicImportSettled();
    expect(webVitalsCallbacks.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(webVitalsCallbacks.size).toBe(4);
  });
});
