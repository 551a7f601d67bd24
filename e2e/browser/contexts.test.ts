import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { useVisits, type Visit } from './support/browser';

// A test file hands the context of a closed visit, and its tab when it can, to its next visit with the same
// options (support/contexts.ts, decision 1060): its caches stay warm, and nothing the product stored, nor
// the mock session, nor what the test set on the tab, reaches the next visit. These checks are on the test harness itself: the full profile's pass runs them.

const openVisit = useVisits();
const openFreshVisit = useVisits({ freshContext: true });

/** Leaves something in every store the product's origin has, the app's service worker included. */
async function storeEverything(visit: Visit): Promise<void> {
  await visit.login(SEEDED.withStreak, '/');
  await visit.page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
  await visit.page.evaluate(async () => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; path=/';
    await (await caches.open('left-behind')).put('/left-behind', new Response('1'));
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('left-behind');
      request.onsuccess = () => resolve(request.result.close());
      request.onerror = () => reject(request.error);
    });
  });
}

/** What the origin holds, read from a document the app does not run in (no worker registers there). */
async function storedFor(visit: Visit) {
  await visit.page.goto(visit.url('/healthz'));
  return visit.page.evaluate(async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookie: document.cookie,
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((database) => database.name),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    controlled: navigator.serviceWorker.controller !== null,
  }));
}

const NOTHING = {
  localStorage: 0,
  sessionStorage: 0,
  cookie: '',
  caches: [],
  databases: [],
  workers: 0,
  controlled: false,
};

async function generateTokens(visit: Visit): Promise<number> {
  const { data } = await visit.control.GET('/journal');
  return (data?.entries ?? []).filter((entry) => entry.operationId === 'generateToken').length;
}

describe('the context a visit gets', () => {
  it('the next visit gets the same context with nothing stored, in its own mock session', async () => {
    const first = await openVisit('phone');
    await storeEverything(first);
    const { context, sessionId } = first;
    await first.close();

    const second = await openVisit('phone');
    expect(second.context).toBe(context);
    expect(second.page).toBe(first.page);
    expect(second.sessionId).not.toBe(sessionId);
    expect(await storedFor(second)).toEqual(NOTHING);
    // Its requests reach its own world, not the first visit's.
    await second.login(SEEDED.newTrial, '/faqs');
    expect(await generateTokens(second)).toBe(1);
    expect(await generateTokens(first)).toBe(1);
  });

  it('the routes, init scripts and listeners a visit set on its tab end with it', async () => {
    const first = await openVisit('phone');
    let heard = 0;
    first.page.on('console', () => (heard += 1));
    await first.page.addInitScript(() => Object.assign(window, { leftBehind: true }));
    await first.page.route('**/healthz', (route) => route.fulfill({ body: 'routed' }));
    await first.page.goto(first.url('/healthz'));
    expect(await first.page.evaluate(() => [document.body.innerText, 'leftBehind' in window])).toEqual([
      'routed',
      true,
    ]);
    await first.close();

    const second = await openVisit('phone');
    expect(second.page).toBe(first.page);
    heard = 0;
    await second.page.goto(second.url('/healthz'));
    await second.page.evaluate(() => console.log('second visit'));
    expect(await second.page.evaluate(() => [document.body.innerText, 'leftBehind' in window])).toEqual([
      '{"status":"ok"}',
      false,
    ]);
    expect(heard).toBe(0);
    expect(second.console).toContain('second visit');
  });

  it("the last visit's page stops with it: nothing it left running reaches the next visit's world", async () => {
    const first = await openVisit('phone');
    await first.login(SEEDED.withStreak, '/faqs');
    // A page that keeps asking: as a poll or a retry would, it carries the context's mock session.
    await first.page.evaluate(() => setInterval(() => void fetch('/api/v1/active-streak'), 20));
    await first.close();

    const second = await openVisit('phone');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { data } = await second.control.GET('/journal');
    expect(data?.entries ?? []).toEqual([]);
  });

  it('the next visit loads in the renderer the last one left: Chromium starts no process for it', async () => {
    const first = await openVisit('phone');
    const browser = first.context.browser();
    if (!browser) throw new Error('a visit runs in a launched Chromium');
    const cdp = await browser.newBrowserCDPSession();
    const renderers = async () => {
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
    };
    await first.login(SEEDED.withStreak, '/faqs');
    const before = await renderers();
    await first.close();

    const second = await openVisit('phone');
    await second.login(SEEDED.withStreak, '/faqs');
    expect((await renderers()).filter((id) => !before.includes(id))).toEqual([]);
    await cdp.detach();
  });

  it('a visit that changed a setting of its tab leaves the next visit a new tab', async () => {
    const first = await openVisit('phone');
    await first.page.emulateMedia({ reducedMotion: 'reduce' });
    await first.close();

    const second = await openVisit('phone');
    expect(second.context).toBe(first.context);
    expect(second.page).not.toBe(first.page);
    await second.page.goto(second.url('/healthz'));
    expect(await second.page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      false,
    );
  });

  it('a visit that installed the clock leaves the next visit a new context, on the real time', async () => {
    const first = await openVisit('phone');
    await first.page.goto(first.url('/healthz'));
    await first.page.clock.install();
    await first.page.clock.runFor(3_600_000);
    await first.close();

    const second = await openVisit('phone');
    expect(second.context).not.toBe(first.context);
    await second.page.goto(second.url('/healthz'));
    const skew = (await second.page.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(skew)).toBeLessThan(60_000);
  });

  it('visits open at once, or at another size, get contexts of their own', async () => {
    const phone = await openVisit('phone');
    const again = await openVisit('phone');
    const desktop = await openVisit('desktop');
    expect(new Set([phone.context, again.context, desktop.context]).size).toBe(3);
  });

  it('a file that asks for fresh contexts gets a new one every visit', async () => {
    const first = await openFreshVisit('phone');
    const { context } = first;
    await first.close();
    expect((await openFreshVisit('phone')).context).not.toBe(context);
  });
});
