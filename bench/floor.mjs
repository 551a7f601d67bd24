// The floor of issue 24's first-visit figures (decision 1010): how soon a page can answer taps when its
// scripts are only the framework, with nothing of the app. Each variant is today's build with the app's
// scripts taken out of Home's document and one script put in their place that loads the framework, renders
// a line into #root and marks the page interactive, as the app does (lib/hydration.tsx). The inline
// bootstrap, the styles, the images and the prerendered markup stay, so the network carries what it
// carries for the app, less the app's own code. Variants, each smaller than the last:
// - stack: React, ReactDOM, react-router's data router and TanStack Query, created as the app creates them;
// - router: React, ReactDOM and react-router's router as the app uses it (BrowserRouter, Routes), without
//   TanStack Query: issue 38's floor, against which the app's first visit is read (at most 1.10 times it);
// - react: React and ReactDOM;
// - none: no framework (the markup, the bootstrap and one tiny script).
// Then the field visits of the real build and of the variants, alternating, on first visits (a repeat visit
// would be served by the service worker of the real build). Reports; never fails on a missed target.
//
// As a visitor only: the variants have no check-in dialog to wait for.
//
//   node bench/floor.mjs [--runs 5] [--profiles cheap3g,slow4g] [--no-build]
import { build, transform } from 'esbuild';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defaultTreeAdapter as tree, html as parse5Html, parse, serialize } from 'parse5';
import { benchFieldVisits, withVariantServers } from './field.mjs';
import { FIELD_PROFILES } from './field-visit.mjs';
import { LIGHTHOUSE_PAGES } from './lighthouse.mjs';
import { option, printResults, removeDir, result, root } from './lib.mjs';
import { buildWebIfStale } from './web.mjs';

const MARK_INTERACTIVE = `document.documentElement.setAttribute('data-interactive', '')`;

/** The script of each variant: what it imports and how it renders. */
export const FLOOR_VARIANTS = {
  stack: `
    import { createElement, useEffect } from 'react';
    import { createRoot } from 'react-dom/client';
    import { createBrowserRouter, RouterProvider } from 'react-router';
    import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
    const client = new QueryClient();
    function Page() {
      useEffect(() => { ${MARK_INTERACTIVE}; }, []);
      return createElement('p', null, 'floor');
    }
    const router = createBrowserRouter([{ path: '*', element: createElement(Page) }]);
    createRoot(document.getElementById('root')).render(
      createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })),
    );`,
  router: `
    import { createElement, useEffect } from 'react';
    import { createRoot } from 'react-dom/client';
    import { BrowserRouter, Route, Routes } from 'react-router-dom';
    function Page() {
      useEffect(() => { ${MARK_INTERACTIVE}; }, []);
      return createElement('p', null, 'floor');
    }
    createRoot(document.getElementById('root')).render(
      createElement(BrowserRouter, null,
        createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Page) }))),
    );`,
  react: `
    import { createElement, useEffect } from 'react';
    import { createRoot } from 'react-dom/client';
    function Page() {
      useEffect(() => { ${MARK_INTERACTIVE}; }, []);
      return createElement('p', null, 'floor');
    }
    createRoot(document.getElementById('root')).render(createElement(Page));`,
  none: `${MARK_INTERACTIVE};`,
};

/** The <meta> naming the page's chunks, which the bootstrap preloads (src/app/page-preloads.ts). */
const LATER_MODULE_PRELOADS = 'esr-modulepreload-after-checkin-read';

const walk = (node, visit) => {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
};
const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/** `document` with the app's module scripts and their preloads replaced by `src`. */
export function withFloorScript(document, src) {
  const doc = parse(document);
  const drop = [];
  let head;
  walk(doc, (node) => {
    if (node.tagName === 'head') head = node;
    const appScript = node.tagName === 'script' && attr(node, 'type') === 'module';
    const preload = node.tagName === 'link' && attr(node, 'rel') === 'modulepreload';
    const pagePreloads = node.tagName === 'meta' && attr(node, 'name') === LATER_MODULE_PRELOADS;
    if (appScript || preload || pagePreloads) drop.push(node);
  });
  if (!head || !drop.some((node) => node.tagName === 'script'))
    throw new Error('no module script to replace');
  for (const node of drop) tree.detachNode(node);
  const script = tree.createElement('script', parse5Html.NS.HTML, [
    { name: 'type', value: 'module' },
    { name: 'src', value: src },
  ]);
  tree.appendChild(head, script);
  return serialize(doc);
}

function writeCompressed(file, content) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * The web build's treatment of react-router (apps/web/vite/react-router-build.ts: its production build,
 * tree-shakable) as an esbuild plugin, so a floor pays for react-router what the app pays, not its
 * development build's warnings and unused components. The module is TypeScript: esbuild strips its types.
 */
async function reactRouterAsBuilt() {
  const source = readFileSync(join(root, 'apps', 'web', 'vite', 'react-router-build.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const file = join(mkdtempSync(join(tmpdir(), 'esr-floor-rules-')), 'react-router-build.mjs');
  writeFileSync(file, code);
  const rules = await import(pathToFileURL(file).href);
  const dir = rules.productionDir(join(root, 'apps', 'web'));
  return {
    name: 'react-router-as-built',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
        path: rules.productionEntry(dir, args.path),
      }));
      esbuild.onLoad({ filter: /\.mjs$/ }, (args) =>
        rules.isProductionModule(args.path)
          ? { contents: rules.treeShakable(readFileSync(args.path, 'utf8')), loader: 'js' }
          : undefined,
      );
    },
  };
}

/** A copy of the build whose documents run `variant`'s script instead of the app; answers its directory. */
export async function buildFloor(dist, variant) {
  const dir = mkdtempSync(join(tmpdir(), `esr-floor-${variant}-`));
  cpSync(dist, dir, { recursive: true });
  const out = await build({
    stdin: { contents: FLOOR_VARIANTS[variant], resolveDir: join(root, 'apps', 'web'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [await reactRouterAsBuilt()],
  });
  const script = out.outputFiles[0].contents;
  writeCompressed(join(dir, 'assets', 'floor.js'), script);
  for (const page of LIGHTHOUSE_PAGES) {
    const file = join(dir, page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
    writeCompressed(file, withFloorScript(readFileSync(file, 'utf8'), '/assets/floor.js'));
  }
  return {
    dir,
    gzipBytes: gzipSync(script, { level: 9 }).length,
    brotliBytes: brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Issue 38: the app answers taps within 1.10 times the router floor's time, in the same run. */
export const FLOOR_RATIO_TARGET = 1.1;

/** The app's first visit against the router floor's, per profile: the ratio of their medians. */
function floorRatios(rows) {
  const answers = (variant, profile) =>
    rows.find(
      (row) => row.key === 'interactive' && row.variant === variant && row.theCase.profile === profile,
    )?.median;
  return [...new Set(rows.map((row) => row.theCase?.profile).filter(Boolean))].map((profile) => {
    const app = answers('app', profile);
    const floor = answers('floor router', profile);
    const ratio = app && floor ? app / floor : null;
    return result(
      'floor',
      `${FIELD_PROFILES[profile].label} first visit: the app's answers taps / the router floor's`,
      ratio === null ? 'none' : `${ratio.toFixed(2)} x`,
      `<= ${FLOOR_RATIO_TARGET.toFixed(2)} x`,
      ratio === null ? null : ratio <= FLOOR_RATIO_TARGET,
      ratio === null ? '' : `${(app / 1000).toFixed(2)} s / ${(floor / 1000).toFixed(2)} s`,
    );
  });
}

export async function benchFloor({
  runs = Number(option('runs', 5)),
  profiles = String(option('profiles', 'cheap3g,slow4g')).split(','),
} = {}) {
  if (!process.argv.includes('--no-build')) buildWebIfStale();
  const dist = join(root, 'apps', 'web', 'dist');
  const variants = [{ label: 'app', dir: dist }];
  const rows = [];
  try {
    for (const name of Object.keys(FLOOR_VARIANTS)) {
      const floor = await buildFloor(dist, name);
      variants.push({ label: `floor ${name}`, dir: floor.dir, temporary: true });
      rows.push(
        result(
          'floor',
          `floor ${name}: its script, brotli`,
          `${(floor.brotliBytes / 1000).toFixed(1)} KB`,
          '-',
          null,
          `gzip ${(floor.gzipBytes / 1000).toFixed(1)} KB`,
        ),
      );
    }
    const home = LIGHTHOUSE_PAGES.find((page) => page.path === '/');
    const cases = profiles.map((profile) => {
      if (!FIELD_PROFILES[profile])
        throw new Error(`--profiles takes ${Object.keys(FIELD_PROFILES).join(', ')}`);
      return { profile, visit: 'first', who: 'visitor', page: home };
    });
    const visits = await withVariantServers(variants, (servers) =>
      benchFieldVisits({ runs, servers, cases }),
    );
    rows.push(...visits, ...floorRatios(visits));
    return rows;
  } finally {
    for (const variant of variants) if (variant.temporary) removeDir(variant.dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printResults('Field floor: the framework alone, emulated network and CPU (medians)', await benchFloor());
}
