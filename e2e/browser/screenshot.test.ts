import { errors, type PageScreenshotOptions } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { captureFullPage } from './support/screenshot';

// The screenshot helper of every browser test (support/screenshot.ts): a capture that hangs is tried once
// more, anything else fails the test.

const timedOut = () => new errors.TimeoutError('page.screenshot: Timeout 15000ms exceeded.');

function fakePage(outcomes: (Error | undefined)[]) {
  const calls: string[] = [];
  const page = {
    screenshot: vi.fn(async (options: PageScreenshotOptions = {}) => {
      const { path, fullPage, scale, timeout } = options;
      calls.push(`screenshot ${path} fullPage=${fullPage} scale=${scale} timeout=${timeout}`);
      const outcome = outcomes.shift();
      if (outcome) throw outcome;
      return Buffer.from('');
    }),
    bringToFront: vi.fn(async () => {
      calls.push('bringToFront');
    }),
  };
  return { page, calls };
}

describe('captureFullPage', () => {
  it('captures the full page once, at CSS pixels, within its timeout', async () => {
    const { page, calls } = fakePage([undefined]);
    await captureFullPage(page, '/tmp/a.png', 1000);
    expect(calls).toEqual(['screenshot /tmp/a.png fullPage=true scale=css timeout=1000']);
  });

  it('brings the tab to the front and captures again after a timeout, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { page, calls } = fakePage([timedOut(), undefined]);
    await captureFullPage(page, '/tmp/a.png', 1000);
    expect(calls).toEqual([
      'screenshot /tmp/a.png fullPage=true scale=css timeout=1000',
      'bringToFront',
      'screenshot /tmp/a.png fullPage=true scale=css timeout=1000',
    ]);
    expect(warn).toHaveBeenCalledWith('screenshot /tmp/a.png: no frame within 1000 ms; capturing again');
    warn.mockRestore();
  });

  it('fails on a second timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { page } = fakePage([timedOut(), timedOut()]);
    await expect(captureFullPage(page, '/tmp/a.png', 1000)).rejects.toBeInstanceOf(errors.TimeoutError);
    expect(page.screenshot).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('fails at once on an error that is not a timeout', async () => {
    const { page } = fakePage([new Error('Target page, context or browser has been closed')]);
    await expect(captureFullPage(page, '/tmp/a.png', 1000)).rejects.toThrow('has been closed');
    expect(page.screenshot).toHaveBeenCalledTimes(1);
    expect(page.bringToFront).not.toHaveBeenCalled();
  });
});
