import { SESSION_KEYS, type OperationId } from '@esr/sdk';
import { createControlClient, type ControlClient } from '@esr/sdk/control';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumPath } from '../../../scripts/test-tools.mjs';
import { repoRoot, SEEDED } from '@esr/test-support';
import { contextsOf, type Contexts } from './contexts';
import { captureFullPage } from './screenshot';
import { CONSOLE_MESSAGES, messagesIn, recordMessages } from './coverage';

// Debian's Chromium (or CHROMIUM_PATH, or another usual install: the finder `npm test` checks first, in
// scripts/test-tools.mjs) driven by playwright-core. Every test gets its own mock-server session (seeded
// state, clock, faults), carried by the x-mock-session header on every request of its browser context.

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = join(repoRoot, 'e2e', 'artifacts', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

let counter = 0;

export interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly viewport: ViewportName;
  readonly sessionId: string;
  readonly control: ControlClient;
  /** Console lines the page wrote (warnings and errors included). */
  readonly console: string[];
  /** Absolute URL of a path of the product. */
  url(path: string): string;
  /** Records the spec messages visible on the page now (and those in the console so far). */
  observe(): Promise<string[]>;
  /** Makes every later call of `operationId` in this session fail as described. */
  fault(
    operationId: OperationId,
    fault: { status?: number; noSuccess?: true; delayMs?: number; times?: number },
  ): Promise<void>;
  clearFaults(): Promise<void>;
  /** Opens the app at `path` logged in as `msisdn` (through the real login: ?a=msisdn). */
  login(msisdn?: string, path?: string, options?: { quiet?: boolean; referrer?: string }): Promise<void>;
  /** A product API call as the logged-in user of the page (its token), in this session. */
  api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /**
   * Writes a full-page screenshot for people to look at; answers its file. The spec profile's pass writes
   * none unless E2E_SPEC_SCREENSHOTS=1 asks: its screens are the full pass's without the designed fields,
   * and a capture costs Chromium about 0.2 CPU-s (decision 1060).
   */
  screenshot(name: string): Promise<string | undefined>;
  /**
   * Ends the visit (its context kept for the file's next one); fails when the page's Content-Security-Policy
   * refused anything.
   */
  close(): Promise<void>;
}

export interface VisitOptions {
  /** The browser's language (Accept-Language and navigator.languages), e.g. 'ur-PK'; Chromium's default is en-US. */
  locale?: string;
  /**
   * Another visit whose mock-server world this one shares (the same subscribers and their progress): a
   * second device of the same subscriber. Its browser storage is its own.
   */
  sameWorldAs?: Visit;
  /**
   * A screen checked as it stands (layout, axe, thumb targets, a screenshot), not a journey: no service
   * worker, and the reduced motion the app honours. On every fresh context the service worker precaches
   * the whole app (about 90 requests) while the check runs, and a carousel keeps redrawing: together a
   * fifth of a route check's CPU (decision 1060). pwa.test.ts and pwa-update.test.ts test the worker, the
   * journeys run with both as a subscriber's phone has them.
   */
  stillScreen?: boolean;
  /**
   * No service worker (a still screen has none either): for checks of what a page shows, in which the worker
   * plays no part. A visit finds nothing stored, so the worker would install and precache the whole app
   * again on each one (messages.test.ts alone: 64.8 to 68.6 CPU-s with it, about 60 without; decision 1060).
   */
  withoutServiceWorker?: boolean;
}

/** The options of a file's visits (useVisits): those of every visit, and where their contexts come from. */
export interface FileVisitOptions extends VisitOptions {
  /**
   * Every visit in a context of its own, closed with it: for tests of a first load. Otherwise a visit may
   * get the context an earlier visit of the file left, its HTTP cache warm and its storage cleared
   * (contexts.ts).
   */
  freshContext?: boolean;
}

/**
 * Makes `page.goto` resolve once the app can be used: a prerendered document paints before its scripts
 * have run (decisions 0960, 1010), so a button is on screen before it answers. Documents the app does not run in
 * (no #root, or no script: /docs, the stand-ins, the offline page) are usable when loaded.
 */
function waitForTheAppOnEveryVisit(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        !document.getElementById('root') ||
        document.scripts.length === 0 ||
        document.documentElement.hasAttribute('data-interactive'),
    );
    return response;
  };
}

/** A browser context at a viewport size (contexts.ts: new, or left by a closed visit), in its own mock-server session. */
export async function openVisit(
  contexts: Contexts,
  viewport: ViewportName,
  { locale, sameWorldAs, stillScreen, withoutServiceWorker }: VisitOptions = {},
): Promise<Visit> {
  counter += 1;
  const sessionId = sameWorldAs?.sessionId ?? `e2e-${process.pid}-${Date.now().toString(36)}-${counter}`;
  const root = baseUrl();
  const control = createControlClient({ baseUrl: root, session: sessionId });
  const taken = await contexts.take(
    {
      viewport: VIEWPORTS[viewport],
      deviceScaleFactor: viewport === 'phone' ? 2 : 1,
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      ...(stillScreen || withoutServiceWorker ? { serviceWorkers: 'block' as const } : {}),
      ...(stillScreen ? { reducedMotion: 'reduce' as const } : {}),
      ...(locale ? { locale } : {}),
    },
    { 'x-mock-session': sessionId },
  );
  const { context, page } = taken;
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  const coverageDir = inject('coverageDir');
  const where = () => `${viewport} ${page.url()}`;

  const visit: Visit = {
    page,
    context,
    viewport,
    sessionId,
    control,
    console: lines,
    url: (path) => new URL(path, root).href,
    async observe() {
      const text = await page.evaluate(() => document.body.innerText);
      const seen = new Set(messagesIn(text));
      for (const line of lines) for (const message of messagesIn(line, CONSOLE_MESSAGES)) seen.add(message);
      recordMessages(coverageDir, [...seen], where());
      return [...seen];
    },
    async fault(operationId, fault) {
      const { error } = await control.PUT('/faults', { body: { operationId, ...fault } });
      if (error) throw new Error(`fault ${operationId}: ${JSON.stringify(error)}`);
    },
    async clearFaults() {
      await control.DELETE('/faults');
    },
    async login(msisdn: string = SEEDED.newTrial, path = '/', { quiet = true, referrer } = {}) {
      if (quiet) {
        // The first-visit popups have their own journey; keep them out of other journeys.
        await page.addInitScript(
          (keys) => keys.forEach((key) => sessionStorage.setItem(key, 'true')),
          [SESSION_KEYS.dailyCheckinShown, SESSION_KEYS.gameSelectorShown],
        );
      }
      const url = new URL(path, root);
      url.searchParams.set('a', msisdn);
      if (referrer) url.searchParams.set('refferer', referrer);
      await page.goto(url.href);
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, SESSION_KEYS.accessToken);
    },
    async api<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
      const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
      const response = await context.request.fetch(new URL(`/api${path}`, root).href, {
        method,
        headers: { authorization: `Bearer ${token ?? ''}` },
        data: body,
      });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async screenshot(name) {
      const specPass = inject('apiProfile') === 'spec';
      if (specPass && process.env.E2E_SPEC_SCREENSHOTS !== '1') return undefined;
      // The spec profile's pass runs beside the full one: its screenshots go to a folder of their own.
      const dir = specPass ? join(SCREENSHOT_DIR, 'spec-profile') : SCREENSHOT_DIR;
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${name}-${viewport}.png`);
      await captureFullPage(page, file);
      return file;
    },
    async close() {
      await contexts.give(taken);
      // The page's Content-Security-Policy (apps/web/vite/content-security-policy.ts) must refuse
      // nothing the product itself loads.
      const refused = lines.filter((line) => /Content Security Policy/i.test(line));
      if (refused.length > 0) throw new Error(`refused by the page's CSP:\n${refused.join('\n')}`);
    },
  };
  return visit;
}

/**
 * The Chromium of this test process: vitest runs a worker's files one after another in one process
 * (`isolate: false`, PARALLEL), and each file used to start a Chromium of its own (about a CPU-second).
 * Playwright ends it when the process exits; a Chromium that went away, or failed to start, is started
 * again by the next file.
 */
let chromiumOfProcess: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  const forget = () => {
    chromiumOfProcess = undefined;
    kept.clear();
  };
  chromiumOfProcess ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', forget);
      return browser;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  return chromiumOfProcess;
}

/**
 * A tab in a context of its own in this process's Chromium, made with `options`, outside any visit (no mock
 * session): for a look at a document as a browser without JavaScript gets it. Closing the tab closes its
 * context.
 */
export async function bareTab(options: BrowserContextOptions): Promise<Page> {
  return (await sharedBrowser()).newPage(options);
}

/**
 * The kept contexts of this process, per product (a process may run files of both browser projects, whose
 * products differ): handed from file to file as from visit to visit (contexts.ts), so a file's first visit
 * finds the HTTP and code caches warm too.
 */
const kept = new Map<string, Contexts>();

function keptContexts(browser: Browser, origin: string): Contexts {
  let contexts = kept.get(origin);
  if (!contexts) {
    contexts = contextsOf(browser, origin, { onNewTab: waitForTheAppOnEveryVisit });
    kept.set(origin, contexts);
  }
  return contexts;
}

/**
 * The hooks of a browser test file: the process's Chromium, and every visit a test opens closed after it.
 * Answers the function that opens a visit.
 */
export function useVisits({ freshContext, ...options }: FileVisitOptions = {}): (
  viewport: ViewportName,
  extra?: VisitOptions,
) => Promise<Visit> {
  let contexts: Contexts | undefined;
  const open: Visit[] = [];
  beforeAll(async () => {
    const browser = await sharedBrowser();
    contexts = freshContext
      ? contextsOf(browser, baseUrl(), { fresh: true, onNewTab: waitForTheAppOnEveryVisit })
      : keptContexts(browser, baseUrl());
  });
  afterAll(async () => {
    if (freshContext) await contexts?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((visit) => visit.close()));
  });
  return async (viewport, extra = {}) => {
    if (!contexts) throw new Error('useVisits(): the browser starts in beforeAll; open visits inside tests');
    const visit = await openVisit(contexts, viewport, { ...options, ...extra });
    open.push(visit);
    return visit;
  };
}
