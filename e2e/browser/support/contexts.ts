import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

// Where a visit's browser context and tab come from (decision 1060). A fresh context costs about twice the
// CPU of the page in it (a new renderer, an empty HTTP cache, every script compiled again), and a new tab
// in a kept context still costs more than the page it shows. So what a closed visit leaves is kept (by the
// test process, from file to file: browser.ts) and handed to the next visit with the same options, as a
// subscriber's phone opens the portal again: the HTTP and code caches kept, everything the app stores
// (local and session storage, IndexedDB, Cache Storage, service workers, cookies) gone. The tab itself is
// handed on when its visit changed nothing on it that cannot be put back (routes, init scripts and
// listeners are removed); otherwise the next visit gets a new tab. Playwright's clock is the context's,
// and stays installed in every later page of it: a visit that installs it ends its context. Tests that are
// about a first load (the prerender, the service worker's precache, the font's download) ask for a fresh
// context (`useVisits({ freshContext: true })`).
// e2e/browser/contexts.test.ts checks that a visit finds nothing of the one before.

/** What a context is made with, beside the mock session of its visit. */
export type ContextOptions = Omit<BrowserContextOptions, 'extraHTTPHeaders'>;

export interface TakenContext {
  readonly context: BrowserContext;
  /** The visit's tab, nothing stored for the product's origin. */
  readonly page: Page;
  /** The options it was made with, as the pool files it. */
  readonly key: string;
}

export interface Contexts {
  /** A context and a tab for one visit, every request carrying `headers` (its mock session). */
  take(options: ContextOptions, headers: Record<string, string>): Promise<TakenContext>;
  /** Gives a visit's context back once the visit is over: its other tabs are closed. */
  give(taken: TakenContext): Promise<void>;
  /** Closes every context kept. */
  close(): Promise<void>;
}

/** Everything the product may store for its origin, but the HTTP cache. */
const STORED = 'cookies,local_storage,indexeddb,cache_storage,service_workers';

/**
 * Page settings a visit may change that cannot be put back (Playwright has no "unset" for them): a tab
 * whose visit used one is closed, not handed on.
 */
const LASTING = [
  'emulateMedia',
  'setViewportSize',
  'setExtraHTTPHeaders',
  'exposeBinding',
  'exposeFunction',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
] as const;

/** A tab and what its visit changed on it. */
interface Tab {
  /** The init scripts its visit added (each disposable). */
  readonly scripts: { dispose(): Promise<void> }[];
  /** Whether its visit changed a LASTING setting. */
  changed: boolean;
}

const tabs = new WeakMap<Page, Tab>();

/** Follows what a visit changes on `page`: init scripts kept to be removed, LASTING settings noted. */
function watch(page: Page): void {
  const tab: Tab = { scripts: [], changed: false };
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LASTING) {
    const original = methods[name]?.bind(page);
    if (!original) continue;
    methods[name] = (...args) => {
      tab.changed = true;
      return original(...args);
    };
  }
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    tab.scripts.push(script);
    return script;
  };
  tabs.set(page, tab);
}

/**
 * Where a tab waits between visits: a document of the product's origin with no script (the app's icon), so
 * the product's timers and requests end with the visit. It comes with the product's own headers, among them
 * `Cross-Origin-Opener-Policy: same-origin`, so Chromium keeps the tab's renderer process. about:blank has
 * no such policy: leaving the product for it, and coming back, swapped the renderer twice, about
 * 0.3 CPU-s of each visit (decision 1060).
 */
const PARKING = '/favicon.svg';

/**
 * Makes a tab its visit left ready for the next one, or answers false when it cannot be (then it is
 * closed): its routes, init scripts and listeners removed, and its document left for the parking one.
 */
async function tidied(page: Page, origin: string): Promise<boolean> {
  const tab = tabs.get(page);
  if (!tab || tab.changed || page.isClosed()) return false;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(tab.scripts.splice(0).map((script) => script.dispose()));
  page.removeAllListeners();
  await page.goto(new URL(PARKING, origin).href);
  return true;
}

/**
 * Empties what `origin` stores in `page`'s browser context. Chromium empties the session storage of its
 * tabs with the local storage, so a tab handed on starts without the last visit's (contexts.test.ts).
 */
async function emptied(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED });
  } finally {
    await cdp.detach();
  }
  await page.context().clearCookies();
}

/** Contexts whose clock a visit installed (fake time in every later page of theirs): closed, not kept. */
const clocked = new WeakSet<BrowserContext>();

/** Notes when a visit installs `context`'s clock. */
function watchClock(context: BrowserContext): void {
  const install = context.clock.install.bind(context.clock);
  context.clock.install = async (...args: Parameters<BrowserContext['clock']['install']>) => {
    clocked.add(context);
    return install(...args);
  };
}

interface Kept {
  readonly context: BrowserContext;
  /** Its tab, when the last visit's can be handed on. */
  readonly page?: Page;
}

export interface ContextsOptions {
  /** Every visit in a new context, closed with it. */
  fresh?: boolean;
  /** Prepares a new tab once, before its first visit (a tab handed on keeps what it was given). */
  onNewTab?: (page: Page) => void;
}

/**
 * The contexts of the test files of one process in `browser`, for the product at `origin`: kept between
 * visits unless `fresh` (then every visit gets a new context, closed with it).
 */
export function contextsOf(
  browser: Browser,
  origin: string,
  { fresh = false, onNewTab }: ContextsOptions = {},
): Contexts {
  const free = new Map<string, Kept[]>();
  const given = new WeakSet<TakenContext>();
  const newTab = async (context: BrowserContext) => {
    const page = await context.newPage();
    watch(page);
    onNewTab?.(page);
    return page;
  };
  return {
    async take(options, headers) {
      const key = JSON.stringify(options);
      const kept = fresh ? undefined : free.get(key)?.pop();
      if (!kept) {
        const context = await browser.newContext({ ...options, extraHTTPHeaders: headers });
        watchClock(context);
        return { context, page: await newTab(context), key };
      }
      const { context } = kept;
      await context.setExtraHTTPHeaders(headers);
      const page = kept.page ?? (await newTab(context));
      await emptied(page, origin);
      return { context, page, key };
    },
    async give(taken) {
      if (given.has(taken)) return; // a visit closed twice gives its context back once
      given.add(taken);
      const { context, page, key } = taken;
      if (fresh || clocked.has(context)) return context.close();
      let keptPage: Page | undefined;
      try {
        await Promise.all(
          context
            .pages()
            .filter((other) => other !== page)
            .map((other) => other.close()),
        );
        await context.setOffline(false);
        if (await tidied(page, origin).catch(() => false)) keptPage = page;
        else if (!page.isClosed()) await page.close();
      } catch {
        // A context that cannot be tidied is not handed out again.
        return context.close().catch(() => undefined);
      }
      free.set(key, [...(free.get(key) ?? []), { context, page: keptPage }]);
    },
    async close() {
      const all = [...free.values()].flat();
      free.clear();
      await Promise.all(all.map(({ context }) => context.close().catch(() => undefined)));
    },
  };
}
