import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot, type Started } from '@esr/test-support';
import { launchBrowser } from './support/browser';
import { serveWebBuild } from './support/web-build-server';

// How a new build reaches a subscriber whose browser runs the old one (issue 18, decision 0960): the
// browser finds a byte-different sw.js, the new worker stores the new build and takes over at once; the
// open page carries on with the old build (nothing the user is doing is cut off) and loads the new build
// at its next move to another page. The test serves a copy of the build, then turns the copy into a
// "new build" in place, as a deployment does: every document changes and the worker's precache list
// carries their new revisions.

const BUILD_MARK = 'esr-build';

let workDir = '';
let server: Started | undefined;
let baseUrl = '';
let browser: Browser | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'esr-sw-update-'));
  // The global setup's `npm start` built the web app and the server; this is a second server on a copy.
  cpSync(join(repoRoot, 'apps', 'web', 'dist'), join(workDir, 'web'), { recursive: true });
  ({ baseUrl, server } = await serveWebBuild(join(workDir, 'web'), join(workDir, 'data')));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Deploys "build 2" over the served copy: each document marked, the worker with their new revisions. */
function deployNewBuild(): void {
  const web = join(workDir, 'web');
  for (const name of readdirSync(web)) {
    // The precompressed copies would be served instead of the changed files: a deployment replaces them.
    if (/\.(br|gz)$/.test(name) && /^(sw\.js|.*\.html)\./.test(name)) rmSync(join(web, name));
  }
  for (const name of readdirSync(web).filter((n) => n.endsWith('.html'))) {
    const file = join(web, name);
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, html.replace('<head>', `<head><meta name="${BUILD_MARK}" content="2">`));
  }
  const worker = join(web, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  const next = source.replace(/revision:`([0-9a-f]+)`/g, (_match, hash: string) => `revision:\`${hash}b2\``);
  expect(next).not.toBe(source);
  writeFileSync(worker, next);
}

const buildOf = (html: string) => (html.includes(`name="${BUILD_MARK}"`) ? 2 : 1);

it('a new build replaces the old one: the worker takes over, the page moves to it at its next navigation', async () => {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const markedPage = () =>
      page.evaluate((mark) => document.querySelector(`meta[name="${mark}"]`) !== null, BUILD_MARK);
    expect(await markedPage()).toBe(false);

    deployNewBuild();
    // The browser checks for a new worker at navigations and on a timer; the test asks at once.
    const tookOver = await page.evaluate(async () => {
      const changed = new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 30_000);
      });
      await (await navigator.serviceWorker.getRegistration())!.update();
      return changed;
    });
    expect(tookOver).toBe(true);
    // The open page carries on with the build it started with.
    expect(await markedPage()).toBe(false);

    // Its next move to another page loads that page from the new build.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation').getByRole('link', { name: 'Leaderboard' }).first().click();
    await reloaded;
    await page.locator('main h1').first().waitFor();
    expect(await markedPage()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/leaderboard');

    // The new worker's precache holds the new build's documents only (the old revisions are dropped).
    const precached = await page.evaluate(async () => {
      const entries: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) entries.push(request.url);
      }
      return entries.filter((url) => /\/(index|leaderboard)\.html/.test(url));
    });
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.every((url) => url.includes('b2'))).toBe(true);
    // And it answers documents from that precache: a reload paints build 2.
    const home = await (await page.goto(`${baseUrl}/`))!.text();
    expect(buildOf(home)).toBe(2);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
