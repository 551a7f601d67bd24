import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { appStartScript, startScriptsAfterFirstPaint } from './scripts-after-paint';

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
  /** Runs the script against a document stand-in and a Paint Timing API that reports `paints`. */
  function run(paints: 'fcp' | 'none' | 'unsupported') {
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    };
    class PerformanceObserver {
      constructor(callback: typeof observer) {
        if (paints === 'unsupported') throw new TypeError('paint is not supported');
        observer = callback;
      }
      observe() {
        if (paints === 'fcp') observer?.({ getEntriesByName: () => [{}] });
      }
    }
    const addEventListener = (type: string, listener: () => void) => (listeners[type] = listener);
    vi.useFakeTimers();
    try {
      new Function('document', 'PerformanceObserver', 'addEventListener', appStartScript('/e.js', ['/p.js']))(
        document,
        PerformanceObserver,
        addEventListener,
      );
      const beforeTimers = appended.length;
      vi.runAllTimers();
      return { beforeTimers, appended, load: () => listeners.load?.() };
    } finally {
      vi.useRealTimers();
    }
  }

  it('adds the preloads then the entry as a module, once the first contentful paint is reported', () => {
    const { beforeTimers, appended, load } = run('fcp');
    expect(beforeTimers).toBe(0);
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/p.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/e.js' },
    ]);
    load();
    expect(appended).toHaveLength(2);
  });

  it('waits for load when nothing is painted yet, and starts at once without paint timing', () => {
    const waiting = run('none');
    expect(waiting.appended).toHaveLength(0);
    waiting.load();
    expect(waiting.appended.map((element) => element.tag)).toEqual(['link', 'script']);
    expect(run('unsupported').beforeTimers).toBe(2);
  });
});
