import { afterEach, beforeEach, vi } from 'vitest';

// web-vitals reads the browser's performance entries, which jsdom does not make: tests stand in for it
// (`vi.mock('web-vitals', webVitalsStandIn)`) and report figures through the callbacks it was given. One
// map for every test file of a worker: the suite keeps modules between files (isolate: false), so the
// reporter another file loaded keeps the stand-in it was loaded with.

export const webVitalsCallbacks = new Map<string, (metric: unknown) => void>();
/** The options each figure was asked for with (`reportAllChanges`...). */
export const webVitalsOptions = new Map<string, unknown>();

export function webVitalsStandIn() {
  const on = (name: string) => (callback: (metric: unknown) => void, options?: unknown) => {
    webVitalsCallbacks.set(name, callback);
    webVitalsOptions.set(name, options);
  };
  return { onFCP: on('FCP'), onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
}

/**
 * Before each test, forgets the callbacks and the page's marks (other files' dialogs leave the check-in
 * mark); after it, removes the listeners its reporters added to the
 * document and the window, so that one test's page does not send another's figures.
 */
export function isolateReporters(): void {
  const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    webVitalsCallbacks.clear();
    webVitalsOptions.clear();
    performance.clearMarks();
    for (const target of [document, window]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        if (listener) listeners.push([target, type, listener]);
        add(type, listener, options);
      });
    }
  });
  afterEach(() => {
    for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
  });
}
