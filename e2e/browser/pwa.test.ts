import { SEEDED } from '@esr/test-support';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/test-tools.mjs';
import { CHROMIUM_ARGS, baseUrl, useVisits, type Visit } from './support/browser';

// The installable app (issue 18, decision 0960): the manifest and the service worker meet Chromium's
// install criteria; a repeat visit paints from the worker's cache, so with the network off the shell still
// shows and says it is offline; the API is never answered from a cache (credits must always be current).

// The service worker's install and precache: every visit in a context of its own.
const openVisit = useVisits({ freshContext: true });

const OFFLINE_NOTICE = "You're offline. Credits, tasks and tournaments update as soon as you're back online.";

/** Opens Home as a subscriber and waits until the service worker controls the page. */
async function controlledHome(visit: Visit): Promise<void> {
  await visit.login(SEEDED.withStreak, '/');
  await visit.page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
  // clientsClaim(): the worker takes the open page over once it is active.
  await visit.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

it('meets the install criteria: the manifest with its icons and a service worker', async () => {
  // Chromium installs nothing from an incognito context (Playwright's default): a real profile, as a
  // subscriber's browser has.
  const profile = mkdtempSync(join(tmpdir(), 'esr-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (
      await context.request.get(new URL('/manifest.webmanifest', baseUrl()).href)
    ).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Esports Rewards', display: 'standalone', start_url: '/' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

it('with the network off, a reload paints the shell from the cache and says it is offline', async () => {
  const visit = await openVisit('phone');
  await controlledHome(visit);
  await visit.context.setOffline(true);
  try {
    await visit.page.reload();
    await visit.page.getByText(OFFLINE_NOTICE).waitFor();
    await visit.screenshot('pwa-offline-home');
    expect(await visit.page.locator('main h1').first().textContent()).toBe('Home');
    // A route not opened yet paints from the cache too.
    await visit.page.goto(visit.url('/faqs'));
    await expect.poll(() => visit.page.locator('main h1').first().textContent()).toBe('FAQs');
    // A page the app cannot paint (the server's own API reference) answers the offline page.
    await visit.page.goto(visit.url('/docs'));
    await visit.page.getByRole('heading', { name: "You're offline" }).waitFor();
  } finally {
    await visit.context.setOffline(false);
  }
});

it('never answers the API from a cache: credits come from the server every time', async () => {
  const visit = await openVisit('phone');
  await controlledHome(visit);
  const fromWorker: string[] = [];
  visit.page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) {
      fromWorker.push(response.url());
    }
  });
  await visit.page.goto(visit.url('/rewards'));
  await visit.page.waitForLoadState('networkidle');
  expect(fromWorker).toEqual([]);
  const cached = await visit.page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => /^\/(api|__mock|media)\//.test(path))).toEqual([]);
});
