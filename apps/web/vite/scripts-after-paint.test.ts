import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStartScript, PAINT_GRACE_MS, startScriptsAfterFirstPaint } from './scripts-after-paint';

const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'" />`;
const entry = '<script type="module" crossorigin src="/assets/index-a1.js"></script>';
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const page = (head: string) =>
  `<html><head>${policy}\n    ${head}</head><body><div id="root"><p>Home</p></div></body></html>`;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('a prerendered page whose scripts start after its first paint', () => {
  const out = startScriptsAfterFirstPaint(
    page(`${entry}\n    ${preload('vendor-b2.js')}\n    ${preload('home-c3.js')}`),
  );
  const script = appStartScript('/assets/index-a1.js', ['/assets/vendor-b2.js', '/assets/home-c3.js']);

  it('names no script and no modulepreload the browser would fetch while it parses the page', () => {
    expect(out).not.toMatch(/<script[^>]* src=/);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<div id="root"><p>Home</p></div>');
  });

  it('starts the entry and its preloads, in order, from one inline script at the end of the body', () => {
    expect(out).toContain(`<script>${script}</script>\n  </body>`);
    expect(script.indexOf('vendor-b2.js')).toBeLessThan(script.indexOf('home-c3.js'));
  });

  it("allows exactly that script in the page's policy, by hash", () => {
    expect(out).toContain(`script-src 'self' ${hash(script)} 'wasm-unsafe-eval'`);
    expect(out).not.toContain('unsafe-inline');
  });

  it('refuses a document it cannot start safely', () => {
    expect(() => startScriptsAfterFirstPaint(page(''))).toThrow(/0 module entries/);
    expect(() => startScriptsAfterFirstPaint(page(entry + entry))).toThrow(/2 module entries/);
    expect(() => startScriptsAfterFirstPaint(`<head>${entry}</head><body></body>`)).toThrow(
      /no Content-Security-Policy/,
    );
  });
});

describe('the script that starts the app', () => {
  type Element = { tag: string; rel?: string; href?: string; src?: string; type?: string };
  /** Runs the script in a stand-in page whose Paint Timing API reports `paints`. */
  function run(paints: 'fcp' | 'none' | 'unsupported', visibilityState = 'visible') {
    const appended: Element[] = [];
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Element) => appended.push(element) },
    };
    type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;
    class PerformanceObserver {
      static supportedEntryTypes = paints === 'unsupported' ? ['mark'] : ['mark', 'paint'];
      constructor(private readonly callback: Callback) {}
      observe() {
        if (paints === 'fcp') this.callback({ getEntriesByName: () => [{}] });
      }
    }
    const addEventListener = (type: string, listener: () => void) => (listeners[type] = listener);
    new Function('document', 'PerformanceObserver', 'addEventListener', appStartScript('/e.js', ['/p.js']))(
      document,
      PerformanceObserver,
      addEventListener,
    );
    const startedAtOnce = appended.length > 0;
    vi.runOnlyPendingTimers();
    return { startedAtOnce, appended, load: () => listeners.load?.() };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the preloads then the entry as a module, once the first contentful paint is reported', () => {
    const { startedAtOnce, appended, load } = run('fcp');
    expect(startedAtOnce).toBe(false);
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/p.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/e.js' },
    ]);
    load();
    vi.runAllTimers();
    expect(appended).toHaveLength(2);
  });

  it('waits for the paint after load, then starts anyway a moment later', () => {
    const { appended, load } = run('none');
    load();
    vi.advanceTimersByTime(PAINT_GRACE_MS - 1);
    expect(appended).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('starts at load in a background tab, and at once without paint timing', () => {
    const hidden = run('none', 'hidden');
    expect(hidden.appended).toHaveLength(0);
    hidden.load();
    expect(hidden.appended).toHaveLength(2);
    expect(run('unsupported').startedAtOnce).toBe(true);
  });
});
