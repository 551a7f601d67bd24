import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

// Where a visit's browser context comes from (decision 1060). A fresh context costs about twice the CPU
// of the page in it: a new renderer, an empty HTTP cache, every script compiled again. So a test file
// keeps the contexts its closed visits leave and hands one to the next visit with the same options, as a
// subscriber's phone opens the portal again: the HTTP and code caches kept, everything the app stores
// (local storage, IndexedDB, Cache Storage, service workers, cookies) gone, and a new tab, so a new
// session storage. Tests that are about a first load (the prerender, the service worker's precache, the
// font's download) ask for a fresh context (`useVisits({ freshContext: true })`). e2e/browser/contexts.test.ts
// checks that a visit finds nothing of the one before.

/** What a context is made with, beside the mock session of its visit. */
export type ContextOptions = Omit<BrowserContextOptions, 'extraHTTPHeaders'>;

export interface TakenContext {
  readonly context: BrowserContext;
  /** A new tab in it, nothing stored for the product's origin. */
  readonly page: Page;
  /** The options it was made with, as the pool files it. */
  readonly key: string;
}

export interface Contexts {
  /** A context for one visit, every request carrying `headers` (its mock session). */
  take(options: ContextOptions, headers: Record<string, string>): Promise<TakenContext>;
  /** Gives a visit's context back once the visit is over: its pages are closed. */
  give(taken: TakenContext): Promise<void>;
  /** Closes every context kept. */
  close(): Promise<void>;
}

/** Everything the product may store for its origin, but the HTTP cache (Storage.clearDataForOrigin). */
const STORED = 'cookies,local_storage,indexeddb,cache_storage,service_workers';

async function clearStored(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED });
  } finally {
    await cdp.detach();
  }
}

/**
 * The contexts of one test file in `browser`, for the product at `origin`: kept between visits unless
 * `fresh` (then every visit gets a new context, closed with it).
 */
export function contextsOf(browser: Browser, origin: string, { fresh = false } = {}): Contexts {
  const free = new Map<string, BrowserContext[]>();
  const given = new WeakSet<TakenContext>();
  return {
    async take(options, headers) {
      const key = JSON.stringify(options);
      const kept = fresh ? undefined : free.get(key)?.pop();
      if (!kept) {
        const context = await browser.newContext({ ...options, extraHTTPHeaders: headers });
        return { context, page: await context.newPage(), key };
      }
      await kept.setExtraHTTPHeaders(headers);
      const page = await kept.newPage();
      await clearStored(page, origin);
      await kept.clearCookies();
      return { context: kept, page, key };
    },
    async give(taken) {
      if (given.has(taken)) return; // a visit closed twice gives its context back once
      given.add(taken);
      const { context, key } = taken;
      if (fresh) return context.close();
      try {
        await Promise.all(context.pages().map((page) => page.close()));
        await context.setOffline(false);
      } catch {
        // A context that cannot be tidied is not handed out again.
        return context.close().catch(() => undefined);
      }
      free.set(key, [...(free.get(key) ?? []), context]);
    },
    async close() {
      const all = [...free.values()].flat();
      free.clear();
      await Promise.all(all.map((context) => context.close().catch(() => undefined)));
    },
  };
}
