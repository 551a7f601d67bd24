// One visit of a page in real Chromium with the network and the CPU emulated through the DevTools protocol
// (decision 1010): what a subscriber on a cheap phone sees, timed by the page itself. Used by
// bench/field.mjs; nothing here knows the targets.
import { CHROME_FLAGS, CHROMIUM } from './lighthouse.mjs';

/** The two profiles of issue 24. Throughputs in bytes per second, as the protocol takes them. */
export const FIELD_PROFILES = {
  cheap3g: { label: 'cheap 3G', latencyMs: 400, kbps: 400, cpu: 6 },
  slow4g: { label: 'slow 4G', latencyMs: 150, kbps: 1600, cpu: 4 },
};

/** A cheap Android phone's screen. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const launchFieldBrowser = async () => {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROME_FLAGS,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
};

/**
 * Installed in every document before its own scripts: records, on the page's clock (ms since navigation
 * start), the first contentful paint, the last LCP candidate, when `<html data-interactive>` appears (the
 * app's handlers are attached: lib/hydration.tsx) and whether React's root was hydrated by then, and when
 * the daily check-in dialog is first in a painted frame.
 */
function fieldProbe() {
  const record = (window.__field = {
    lcp: null,
    interactive: null,
    rootHydrated: null,
    checkin: null,
    // Shown by the document before the app ran (decision 1080), or by the app.
    checkinEarly: null,
    // A tap on Claim (the page's clock), the first frame that showed it taken, the credits' frame.
    claimTap: null,
    claimShown: null,
    credits: null,
  });
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.claimTap === null && event.target.closest?.('.checkin__claim'))
        record.claimTap = event.timeStamp;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // React's root: its host fiber says whether hydration has committed (then a tap runs its handler at
  // once; before, React would first hydrate the rest of the page synchronously).
  const rootHydrated = () => {
    const root = document.getElementById('root');
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const fiber = key ? root[key] : null;
    return fiber ? fiber.stateNode.current.memoizedState?.isDehydrated === false : false;
  };
  const afterPaint = (done) => requestAnimationFrame(() => setTimeout(done, 0));
  const observer = new MutationObserver(() => {
    if (record.interactive === null && document.documentElement.hasAttribute('data-interactive')) {
      record.interactive = performance.now();
      record.rootHydrated = rootHydrated();
    }
    const dialog = document.querySelector('.modal__panel.checkin');
    if (record.checkin === null && dialog) {
      record.checkin = -1;
      record.checkinEarly = dialog.closest('[data-early]') !== null;
      afterPaint(() => (record.checkin = performance.now()));
    }
    if (
      record.claimTap !== null &&
      record.claimShown === null &&
      dialog?.querySelector('.checkin__claim:disabled')
    ) {
      record.claimShown = -1;
      afterPaint(() => (record.claimShown = performance.now()));
    }
    if (record.credits === null && document.querySelector('.modal__panel.congrats')) {
      record.credits = -1;
      afterPaint(() => (record.credits = performance.now()));
    }
  });
  const start = () =>
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/** Waits for the service worker of an earlier visit to control its pages (its precache installed). */
async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) throw new Error('no service worker support');
    await navigator.serviceWorker.ready;
  });
}

/**
 * Applies a profile to a page through a CDP session of its own: latency per request, the link's
 * throughput (upload a quarter of download, as Lighthouse's presets), and the CPU slowed `cpu` times.
 */
async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  const bytesPerSecond = (profile.kbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 4,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return cdp;
}

/** Taps the check-in's Claim the moment it is on screen, through the DevTools protocol (no waiting). */
async function tapClaim(page, cdp) {
  await page.waitForFunction(() => window.__field?.checkin > 0, null, { timeout: 120_000, polling: 50 });
  const [x, y] = await page.evaluate(() => {
    const box = document.querySelector('.modal__panel.checkin .checkin__claim').getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * One measured visit. `repeat`: an earlier, unmeasured visit of the same URL in the same browser context
 * installs the service worker, then the measured one opens in a new tab. `beforeMeasuredVisit` runs right
 * before the measured navigation (the world's reset). `subscriber`: the check-in is waited for; `claim`:
 * Claim is tapped the moment it shows, and the credits are waited for. Answers the page's figures (ms)
 * and the JavaScript it received over the network before it answered taps.
 */
export async function measureVisit(
  browser,
  url,
  { profile, repeat, subscriber, claim, beforeMeasuredVisit },
) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(fieldProbe);
    if (repeat) {
      const earlier = await context.newPage();
      await earlier.goto(url, { waitUntil: 'load' });
      await waitForServiceWorker(earlier);
      await earlier.close();
    }
    await beforeMeasuredVisit?.();
    const page = await context.newPage();
    const cdp = await throttle(context, page, profile);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    if (claim) await tapClaim(page, cdp);
    await page.waitForFunction(
      ({ wantCheckin, wantCredits }) => {
        const r = window.__field;
        return (
          r &&
          r.interactive !== null &&
          (!wantCheckin || (r.checkin !== null && r.checkin > 0)) &&
          (!wantCredits || (r.credits !== null && r.credits > 0))
        );
      },
      { wantCheckin: subscriber || claim, wantCredits: claim },
      { timeout: 120_000, polling: 250 },
    );
    // Late LCP candidates (an image that finishes after the dialog) still count.
    await page.waitForTimeout(1500);
    const figures = await page.evaluate(() => {
      const r = window.__field;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= r.interactive,
        );
      // The check-in's streak read (the bootstrap's): how long it waited for a connection (HTTP/1.1 gives
      // an origin six), and when its answer was in. Network figures: the CPU's load moves them less.
      const streak = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.endsWith('/v1/active-streak'));
      return {
        fcp,
        // When the whole document was in: the scripts and images it names share the link with its tail.
        documentIn: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
        streakQueued: streak && streak.requestStart > 0 ? streak.requestStart - streak.startTime : null,
        streakAnswered: streak ? streak.responseEnd : null,
        lcp: r.lcp,
        interactive: r.interactive,
        rootHydrated: r.rootHydrated,
        checkin: r.checkin,
        checkinEarly: r.checkinEarly,
        // The app's dialog, when the document did not show one: how long after the page answered taps.
        checkinAfterTaps: r.checkin !== null && r.checkinEarly === false ? r.checkin - r.interactive : null,
        claimResponse: r.claimTap !== null && r.claimShown > 0 ? r.claimShown - r.claimTap : null,
        credits: r.credits > 0 ? r.credits : null,
        visibleMark: performance.getEntriesByName('esr:checkin-visible', 'mark').length,
        jsBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsFiles: scripts.length,
        // When the last of those scripts had arrived: what the page waited for on the network, before its
        // main thread evaluated and hydrated (answers taps minus this).
        scriptsIn: scripts.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0),
        controlled: navigator.serviceWorker?.controller !== null,
      };
    });
    if (repeat && !figures.controlled)
      throw new Error('the repeat visit was not served by the service worker');
    return figures;
  } finally {
    await context.close();
  }
}
