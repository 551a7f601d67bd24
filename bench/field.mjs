// Field performance (issue 24, decision 1010): what a subscriber on a cheap phone sees, in real Chromium
// with the network and the CPU emulated through the DevTools protocol, on Home, Tournaments and Rewards,
// as a visitor and as a subscriber (Sana Khan, ?a=), on a first visit (empty cache) and a repeat visit
// (the service worker of an earlier visit, a new tab), for both profiles of the issue; then Lighthouse in
// its devtools (applied) throttling mode beside its default simulation. Medians of 5 runs, with the load
// average. Every run starts from a fresh server world, so the subscriber sees the check-in dialog each time.
// Reports; never fails on a missed target.
//
//   node bench/field.mjs [--no-build] [--runs 5] [--profiles cheap3g,slow4g] [--visits first,repeat]
//                        [--who visitor,subscriber] [--pages home,tournaments,rewards]
//                        [--dist label=dir,label=dir] [--no-lighthouse] [--lighthouse-runs 5] [--no-visits]
//
// --dist compares builds (or variants of one: decision 1000's A/B) in one run: each is served by its own
// server and the runs alternate between them, so the machine's load falls on both alike.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIELD_PROFILES, launchFieldBrowser, measureVisit } from './field-visit.mjs';
import {
  benchLighthouse,
  LIGHTHOUSE_MODES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_SUBSCRIBER,
} from './lighthouse.mjs';
import { freePort, median, option, printResults, removeDir, result, root, startServer } from './lib.mjs';
import { buildWebIfStale } from './web.mjs';

const BENCH = 'field';
export const FIELD_RUNS = 5;
const VISITS = ['first', 'repeat'];
const WHO = ['visitor', 'subscriber'];

/** Issue 24's targets (ms), by profile, visit and figure; a figure without one is reported only. */
export const FIELD_TARGETS_MS = {
  cheap3g: {
    first: { interactive: 3000, checkin: 3500 },
    repeat: { checkin: 2000 },
  },
  slow4g: { first: { checkin: 1800 } },
};

const FIGURES = [
  { key: 'fcp', name: 'FCP' },
  { key: 'lcp', name: 'LCP' },
  { key: 'scriptsIn', name: 'scripts in' },
  { key: 'interactive', name: 'answers taps' },
  { key: 'checkin', name: 'check-in dialog', subscriberOnly: true },
  { key: 'jsBytes', name: 'JS on the wire before taps', bytes: true },
];

const list = (name, all) => {
  const value = option(name, undefined);
  if (value === undefined || value === true) return all;
  const picked = String(value).split(',');
  const unknown = picked.filter((item) => !all.includes(item));
  if (unknown.length) throw new Error(`--${name} takes ${all.join(', ')}; not ${unknown.join(', ')}`);
  return picked;
};

/** `--dist label=dir,...`: the builds to compare; the current build by default. */
function variants() {
  const value = option('dist', undefined);
  if (value === undefined || value === true) return [{ label: '', dir: join(root, 'apps', 'web', 'dist') }];
  return String(value)
    .split(',')
    .map((pair) => {
      const [label, dir] = pair.includes('=') ? pair.split('=') : [pair, pair];
      const full = resolve(root, dir);
      if (!existsSync(join(full, 'index.html'))) throw new Error(`--dist ${label}: no build at ${full}`);
      return { label, dir: full };
    });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function resetWorld(base) {
  const response = await fetch(`${base}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seed: 'default' }),
  });
  if (!response.ok) throw new Error(`reset: ${response.status} ${await response.text()}`);
}

/** Rows of one case (profile, visit, who, page) of one variant, from its samples. */
function caseRows(theCase, variant, samples, errors) {
  const { profile, visit, who, page } = theCase;
  const where = `${FIELD_PROFILES[profile].label} ${visit} ${who} ${page.name}${variant.label ? ` [${variant.label}]` : ''}`;
  if (samples.length === 0)
    return [result(BENCH, where, 'error', '-', null, errors.join('; ').slice(0, 200))];
  const load = `load ${median(samples.map((s) => s.load)).toFixed(1)}`;
  return FIGURES.filter((figure) => !(figure.subscriberOnly && who !== 'subscriber')).map((figure) => {
    const values = samples.map((s) => s[figure.key]).filter((v) => typeof v === 'number');
    const value = values.length ? median(values) : null;
    const target = figure.bytes ? undefined : FIELD_TARGETS_MS[profile]?.[visit]?.[figure.key];
    const applies = target !== undefined && who === 'subscriber';
    const format = figure.bytes ? kilobytes : seconds;
    const notHydrated = figure.key === 'interactive' && samples.some((s) => s.rootHydrated === false);
    return result(
      BENCH,
      `${where}: ${figure.name}`,
      value === null ? 'none' : format(value),
      applies ? `<= ${seconds(target)}` : '-',
      applies && value !== null ? value <= target : null,
      `runs ${values.map((v) => (figure.bytes ? (v / 1000).toFixed(0) : (v / 1000).toFixed(2))).join('/')}; ${load}` +
        (figure.bytes ? `; ${median(samples.map((s) => s.jsFiles))} files` : '') +
        (notHydrated ? '; React root NOT hydrated at data-interactive' : '') +
        (errors.length ? `; ${errors.length} runs failed: ${errors[0]}` : ''),
    );
  });
}

/** The field figures of every case, `runs` samples each, the variants' runs alternating. */
export async function benchFieldVisits({ runs, servers, cases }) {
  const browser = await launchFieldBrowser();
  const rows = [];
  try {
    for (const theCase of cases) {
      const { profile, visit, who, page } = theCase;
      const url = (base) => `${base}${page.path}${who === 'subscriber' ? `?a=${LIGHTHOUSE_SUBSCRIBER}` : ''}`;
      const perVariant = servers.map(() => ({ samples: [], errors: [] }));
      for (let run = 0; run < runs; run += 1) {
        for (const [i, server] of servers.entries()) {
          try {
            const figures = await measureVisit(browser, url(server.base), {
              profile: FIELD_PROFILES[profile],
              repeat: visit === 'repeat',
              subscriber: who === 'subscriber',
              beforeMeasuredVisit: () => resetWorld(server.base),
            });
            perVariant[i].samples.push({ ...figures, load: loadavg()[0] });
          } catch (error) {
            perVariant[i].errors.push(String(error.message ?? error).split('\n')[0]);
          }
        }
      }
      const caseOut = servers.flatMap((server, i) =>
        caseRows(theCase, server.variant, perVariant[i].samples, perVariant[i].errors),
      );
      for (const row of caseOut) console.log(`[field] ${row.figure}: ${row.value} (${row.note})`);
      rows.push(...caseOut);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function benchField({
  build = !process.argv.includes('--no-build'),
  runs = Number(option('runs', FIELD_RUNS)),
  lighthouse = !process.argv.includes('--no-lighthouse'),
  lighthouseRuns = Number(option('lighthouse-runs', LIGHTHOUSE_RUNS)),
  visits = !process.argv.includes('--no-visits'),
} = {}) {
  const chosen = variants();
  if (build && option('dist', undefined) === undefined) buildWebIfStale();
  const pages = list(
    'pages',
    LIGHTHOUSE_PAGES.map((page) => page.name.toLowerCase()),
  ).map((name) => LIGHTHOUSE_PAGES.find((page) => page.name.toLowerCase() === name));
  const cases = [];
  for (const profile of list('profiles', Object.keys(FIELD_PROFILES)))
    for (const visit of list('visits', VISITS))
      for (const who of list('who', WHO)) for (const page of pages) cases.push({ profile, visit, who, page });

  return withVariantServers(chosen, async (servers) => {
    const rows = [
      result(BENCH, 'load average at start', loadavg()[0].toFixed(2), '-', null, new Date().toISOString()),
      ...(visits ? await benchFieldVisits({ runs, servers, cases }) : []),
    ];
    if (lighthouse) {
      for (const throttlingMethod of LIGHTHOUSE_MODES) {
        rows.push(
          ...(await benchLighthouse(
            servers.map((server) => ({ base: server.base, label: server.variant.label })),
            lighthouseRuns,
            { throttlingMethod, beforeRun: (target) => resetWorld(target.base) },
          )),
        );
      }
    }
    rows.push(
      result(BENCH, 'load average at end', loadavg()[0].toFixed(2), '-', null, new Date().toISOString()),
    );
    return rows;
  });
}

/**
 * Serves each variant (`{ label, dir }`, a build's folder) from a production server of its own on a free
 * port while `use(servers)` runs; every server is stopped and its data removed afterwards.
 */
export async function withVariantServers(variants, use) {
  const servers = [];
  try {
    for (const variant of variants) {
      const port = await freePort();
      const server = await startServer({ port, env: { NODE_ENV: 'production', WEB_DIST_DIR: variant.dir } });
      servers.push({ ...server, variant, base: `http://127.0.0.1:${port}` });
    }
    return await use(servers);
  } finally {
    for (const server of servers) {
      await server.stop();
      removeDir(server.dataDir);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printResults('Field: real Chromium, emulated network and CPU (medians)', await benchField());
}
