// The web app's sizes (issues 9, 18 and 24): the gzipped JavaScript every route loads on a first visit
// (Home at most 120 KB before it answers taps: React, the router, TanStack Query and the app), the Aim
// Train game's payload (at most 100 KB gzipped). What a phone sees in a browser (timings, Lighthouse in
// both throttling modes) is bench/field.mjs's. Reports; never fails on a missed target.
//
//   node bench/web.mjs [--no-build]
//
// JavaScript per route comes from Vite's manifest (apps/web/dist/.vite/manifest.json): the entry and
// everything it imports statically, the route's lazy chunk (src/app/router.tsx: one per route) and its
// static imports, and the chunks those modules load on their own once mounted (Swiper's, when a carousel
// mounts), with theirs, and the catalogue of the visit's language (src/locales/{en,ur}, a chunk each,
// loaded before hydration: decision 0990) with the section the page shows (decision 1080, round 5); the
// figures are English's, and a row per language and section gives each catalogue and Lingui's runtime. The pages paint before any of it runs (decision 0960); Home's figure
// also says what hydration needs. The Chromium row checks the total on Home by counting the JavaScript the browser
// actually downloads, once every carousel has started.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROMIUM, LIGHTHOUSE_SUBSCRIBER } from './lighthouse.mjs';
import { bundledGzBytes } from './package-size.mjs';
import { PORTS, printResults, removeDir, result, root, startServer } from './lib.mjs';

const BENCH = 'web';
const webDir = join(root, 'apps', 'web');
const distDir = join(webDir, 'dist');
const manifestFile = join(distDir, '.vite', 'manifest.json');
const aimTrainDist = join(root, 'packages', 'aim-train', 'dist');

export const HOME_JS_BUDGET_KB = 120;
export const AIM_TRAIN_BUDGET_KB = 100;
const kb = (bytes) => bytes / 1000;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
/** gzip at level 9, as a static server's pre-compressed files are. */
const gzSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    latest = Math.max(latest, newestMtime(join(path, name)));
  }
  return latest;
}

/** The web build is stale when any source it bundles is newer than its manifest. */
export function webBuildIsStale() {
  if (!existsSync(manifestFile)) return true;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'vite'),
    join(webDir, 'service-worker'),
    join(webDir, 'public'),
    join(root, 'packages', 'sdk', 'src'),
    join(root, 'packages', 'domain', 'src'),
    join(root, 'packages', 'aim-train', 'src'),
  ];
  return statSync(manifestFile).mtimeMs < Math.max(...sources.map(newestMtime));
}

/** Builds the web app when its build is missing or older than a source it bundles. */
export function buildWebIfStale() {
  if (webBuildIsStale()) buildWeb();
}

function buildWeb() {
  console.log('[web] building the web app (turbo run build --filter=@esr/web...)');
  const run = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@esr/web...'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) {
    console.error(`${run.stdout ?? ''}${run.stderr ?? ''}`.slice(-8000));
    throw new Error(`the web build failed (exit ${run.status})`);
  }
}

/** Route names of src/config/paths.ts, in order, with their paths. */
export function readRoutes() {
  const source = readFileSync(join(webDir, 'src', 'config', 'paths.ts'), 'utf8');
  return [...source.matchAll(/^\s+(\w+): \{ path: '([^']+)'/gm)].map(([, name, path]) => ({ name, path }));
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every manifest key `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const isRouteModule = (key) => key.startsWith('src/app/routes/');
/**
 * A language's catalogue, or a section of it: src/lib/i18n.tsx imports each; a visit loads only its own
 * language's index, and the section its page shows (src/app/router.tsx, decision 1080 round 5).
 */
const catalogueModule = (language, section = 'index') => `src/locales/${language}/${section}.ts`;
const isCatalogue = (key) => /^src\/locales\/[a-z]+\/[a-z]+\.ts$/.test(key);

/** The catalogue section of each route (src/app/router.tsx: `page('faqs', ..., { section: 'info' })`). */
export function readSections() {
  const source = readFileSync(join(webDir, 'src', 'app', 'router.tsx'), 'utf8');
  return Object.fromEntries(
    [...source.matchAll(/page\(\s*'(\w+)',[^\n]*?section: '(\w+)'/g)].map(([, name, section]) => [
      name,
      section,
    ]),
  );
}

/**
 * Every manifest key a page loads once it has rendered: its static imports, and the chunks its modules
 * import on their own when they mount (Swiper's, when a carousel mounts), with their static imports. Other
 * routes' modules (imported when the user goes there) are left out.
 */
function renderedClosure(manifest, keys) {
  const all = new Set(keys);
  for (const key of keys) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (!isRouteModule(dynamic) && !isCatalogue(dynamic) && manifest[dynamic])
        staticClosure(manifest, dynamic, all);
    }
  }
  return all.size === keys.size ? all : renderedClosure(manifest, all);
}

/** The JavaScript and CSS files (dist-relative) a first visit of each route in `language` loads. */
export function routeFiles(manifest = JSON.parse(readFileSync(manifestFile, 'utf8')), language = 'en') {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const catalogueKeys = manifest[catalogueModule(language)]
    ? staticClosure(manifest, catalogueModule(language))
    : new Set();
  const sections = readSections();
  return readRoutes().map(({ name, path }) => {
    const routeKey = `src/app/routes/${kebab(name)}.tsx`;
    const sectionKey = sections[name] && catalogueModule(language, sections[name]);
    // The entry, what it imports when it runs (src/app/main.tsx: React's renderer, then the app), the
    // route's chunk and the catalogue (with its section, when the page shows one): all of it before the
    // page answers taps.
    const started = (manifest[entryKey].dynamicImports ?? []).reduce(
      (into, key) => staticClosure(manifest, key, into),
      staticClosure(manifest, entryKey, new Set(catalogueKeys)),
    );
    const hydrationKeys = staticClosure(manifest, routeKey, started);
    if (sectionKey && manifest[sectionKey]) staticClosure(manifest, sectionKey, hydrationKeys);
    const keys = renderedClosure(manifest, hydrationKeys);
    const jsOf = (set) => [...set].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
    return { name, path, js: jsOf(keys), hydrationJs: jsOf(hydrationKeys), css };
  });
}

const gzOfFiles = (files) => files.reduce((sum, file) => sum + gzSize(readFileSync(join(distDir, file))), 0);

/**
 * Each route's JavaScript: what it needs before it answers taps (the entry, the route's chunk, the
 * catalogue: Home's figure has the budget), and with the chunks its components load once mounted (Swiper).
 */
export function benchJsPerRoute() {
  const rows = [];
  for (const route of routeFiles()) {
    const hydration = gzOfFiles(route.hydrationJs);
    const isHome = route.path === '/';
    rows.push(
      result(
        BENCH,
        `JS gz ${route.path} before taps`,
        fmtKb(hydration),
        isHome ? `<= ${HOME_JS_BUDGET_KB} KB` : '-',
        isHome ? kb(hydration) <= HOME_JS_BUDGET_KB : null,
        `${route.hydrationJs.length} files; with what its components load once mounted ${fmtKb(gzOfFiles(route.js))}; CSS gz ${fmtKb(gzOfFiles(route.css))}`,
      ),
    );
  }
  return rows;
}

/** What the languages cost (decision 0990): each catalogue's chunk, and Lingui's runtime in the bundle. */
export async function benchLanguages(manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))) {
  const rows = [];
  const sections = [...new Set(Object.values(readSections()))];
  for (const language of ['en', 'ur']) {
    for (const section of ['index', ...sections]) {
      const key = catalogueModule(language, section);
      if (!manifest[key]) continue;
      const files = [...staticClosure(manifest, key)].map((k) => manifest[k].file);
      const name = section === 'index' ? language : `${language}, section ${section}`;
      rows.push(
        result(BENCH, `Catalogue gz (${name})`, fmtKb(gzOfFiles(files)), '-', null, files.join(', ')),
      );
    }
  }
  const home = routeFiles(manifest, 'ur').find((route) => route.path === '/');
  if (home)
    rows.push(
      result(BENCH, 'JS gz / before taps (Urdu visit)', fmtKb(gzOfFiles(home.hydrationJs)), '-', null),
    );
  const lingui = await bundledGzBytes("export { setupI18n } from '@lingui/core';", webDir);
  rows.push(result(BENCH, 'Lingui runtime gz (@lingui/core, minified)', fmtKb(lingui), '-', null));
  return rows;
}

export function benchAimTrain() {
  if (!existsSync(aimTrainDist)) {
    return [result(BENCH, 'Aim Train payload gz', 'not built', `<= ${AIM_TRAIN_BUDGET_KB} KB`, null)];
  }
  const files = readdirSync(aimTrainDist).filter((file) => statSync(join(aimTrainDist, file)).isFile());
  const bytes = files.reduce((sum, file) => sum + gzSize(readFileSync(join(aimTrainDist, file))), 0);
  return [
    result(
      BENCH,
      'Aim Train payload gz',
      fmtKb(bytes),
      `<= ${AIM_TRAIN_BUDGET_KB} KB`,
      kb(bytes) <= AIM_TRAIN_BUDGET_KB,
      `packages/aim-train/dist, ${files.length} files`,
    ),
  ];
}

/**
 * Cross-check of the manifest figure: opens Home in Chromium as the Lighthouse subscriber, scrolls it to
 * the end, waits until every carousel has started (Swiper's chunk is in) and the network has settled, and sums the gzipped
 * size of every JavaScript file the page downloaded.
 */
async function measureHomeInChromium(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}/?a=${LIGHTHOUSE_SUBSCRIBER}`, { waitUntil: 'networkidle' });
    // What a visit downloads before its network is idle (issue 38's budget), before any scroll.
    const beforeIdle = [...scripts].map((path) => path.replace(/^\//, ''));
    // Each carousel's Swiper starts as it comes near the screen: scroll the whole page, as a user does.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForFunction(
      () => document.querySelectorAll('.carousel .swiper:not(.swiper-initialized)').length === 0,
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const files = [...scripts].map((path) => path.replace(/^\//, ''));
    const inBuild = (list) => list.filter((file) => existsSync(join(distDir, file)));
    return {
      files,
      bytes: gzOfFiles(inBuild(files)),
      beforeIdle: { files: beforeIdle, bytes: gzOfFiles(inBuild(beforeIdle)) },
    };
  } finally {
    await browser.close();
  }
}

/** Every figure of this bench, as result rows (bench/run.mjs prints them). */
export async function benchWeb({ build = !process.argv.includes('--no-build') } = {}) {
  if (build && webBuildIsStale()) buildWeb();
  if (!existsSync(manifestFile)) {
    return [
      result(
        BENCH,
        'JS gz / before taps',
        'no build',
        `<= ${HOME_JS_BUDGET_KB} KB`,
        null,
        'run without --no-build',
      ),
    ];
  }
  const rows = [...benchJsPerRoute(), ...(await benchLanguages()), ...benchAimTrain()];
  const server = await startServer({ port: PORTS.lighthouse, env: { NODE_ENV: 'production' } });
  const base = `http://127.0.0.1:${PORTS.lighthouse}`;
  try {
    try {
      const home = await measureHomeInChromium(base);
      rows.push(
        result(
          BENCH,
          'JS gz / before the network is idle (Chromium, subscriber)',
          fmtKb(home.beforeIdle.bytes),
          `<= ${HOME_JS_BUDGET_KB} KB`,
          kb(home.beforeIdle.bytes) <= HOME_JS_BUDGET_KB,
          `${home.beforeIdle.files.length} files; the documents' inline scripts are counted with the document`,
        ),
      );
      rows.push(
        result(
          BENCH,
          'JS gz / (Chromium, subscriber, every carousel started)',
          fmtKb(home.bytes),
          '-',
          null,
          `${home.files.length} files downloaded`,
        ),
      );
    } catch (error) {
      rows.push(
        result(
          BENCH,
          'JS gz / (Chromium, subscriber, every carousel started)',
          'error',
          '-',
          null,
          error.message,
        ),
      );
    }
  } finally {
    await server.stop();
    removeDir(server.dataDir);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printResults('Web: JavaScript per route, Aim Train payload', await benchWeb());
}
