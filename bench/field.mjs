// Field performance (issues 24 and 38, decisions 1010 and 1080): what a subscriber on a cheap phone sees,
// in real Chromium with the network and the CPU emulated through the DevTools protocol, on Home, Tournaments
// and Rewards,
// as a visitor and as a subscriber (Sana Khan, ?a=), on a first visit (empty cache) and a repeat visit
// (the service worker of an earlier visit, a new tab), for both profiles of the issue; then Lighthouse in
// its devtools (applied) throttling mode beside its default simulation. Medians of 5 runs, with the load
// average. Every run starts from a fresh server world, so the subscriber sees the check-in dialog each time.
// Reports; never fails on a missed target.
//
//   node bench/field.mjs [--no-build] [--runs 5] [--profiles cheap3g,slow4g] [--visits first,repeat]
//                        [--who visitor,subscriber,claimer,claimed] [--pages home,tournaments,rewards]
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
import {
  freePort,
  median,
  option,
  printResults,
  removeDir,
  result,
  root,
  startServer,
  tokenFor,
} from './lib.mjs';
import { buildWebIfStale } from './web.mjs';

const BENCH = 'field';
export const FIELD_RUNS = 5;
const VISITS = ['first', 'repeat'];
/**
 * Who opens the page: a visitor; the subscriber (Sana Khan), whose check-in opens; the same subscriber
 * tapping Claim the moment it shows (`claimer`); and the same subscriber on a day already claimed, whose
 * check-in only the app opens (`claimed`, decision 1080). The last two on Home's first visits only.
 */
const WHO = ['visitor', 'subscriber', 'claimer', 'claimed'];
const HOME_FIRST_VISIT_ONLY = new Set(['claimer', 'claimed']);

/** Issue 38's targets, by profile, visit, who and figure (ms, or a count); the rest is reported only. */
export const FIELD_TARGETS = {
  cheap3g: {
    first: {
      visitor: { fcp: 1200 },
      subscriber: { fcp: 1200, checkin: 2500 },
      claimer: { claimResponse: 100, claims: 1 },
      claimed: { checkinAfterTaps: 200 },
    },
    repeat: { subscriber: { checkin: 1500 } },
  },
  slow4g: {
    first: { subscriber: { checkin: 1500 }, claimer: { claims: 1 }, claimed: { checkinAfterTaps: 200 } },
  },
};

const CHECKIN = ['subscriber', 'claimed'];
const FIGURES = [
  { key: 'documentIn', name: 'document in' },
  { key: 'fcp', name: 'FCP' },
  { key: 'lcp', name: 'LCP' },
  { key: 'scriptsIn', name: 'scripts in' },
  { key: 'interactive', name: 'answers taps' },
  { key: 'streakQueued', name: 'streak read: waiting for a connection', who: CHECKIN },
  { key: 'streakAnswered', name: 'streak read: answer in', who: CHECKIN },
  { key: 'checkin', name: 'check-in dialog', who: CHECKIN },
  { key: 'checkinAfterTaps', name: "the app's dialog after it answers taps", who: ['claimed'] },
  { key: 'claimResponse', name: 'Claim tapped as it shows: visible response', who: ['claimer'] },
  { key: 'credits', name: 'credits shown', who: ['claimer'] },
  { key: 'claims', name: 'claims on the server', who: ['claimer'], count: true },
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

const formatOf = (figure) =>
  figure.bytes
    ? kilobytes
    : figure.count
      ? String
      : figure.key === 'claimResponse'
        ? (ms) => `${Math.round(ms)} ms`
        : seconds;
const runOf = (figure, v) =>
  figure.bytes ? (v / 1000).toFixed(0) : figure.count ? String(v) : (v / 1000).toFixed(2);

/** What a case's runs say beyond the figure: who showed the check-in, its mark, the root's hydration. */
function caseNotes(figure, samples) {
  const notes = [];
  if (figure.key === 'interactive' && samples.some((s) => s.rootHydrated === false))
    notes.push('React root NOT hydrated at data-interactive');
  if (figure.key === 'checkin') {
    const early = samples.filter((s) => s.checkinEarly).length;
    notes.push(`shown before the app in ${early} of ${samples.length} runs`);
    const marks = samples.map((s) => s.visibleMark);
    if (marks.some((count) => count !== 1)) notes.push(`esr:checkin-visible marks ${marks.join('/')}`);
  }
  return notes;
}

/** Rows of one case (profile, visit, who, page) of one variant, from its samples. */
function caseRows(theCase, variant, samples, errors) {
  const { profile, visit, who, page } = theCase;
  const where = `${FIELD_PROFILES[profile].label} ${visit} ${who} ${page.name}${variant.label ? ` [${variant.label}]` : ''}`;
  if (samples.length === 0)
    return [result(BENCH, where, 'error', '-', null, errors.join('; ').slice(0, 200))];
  const load = `load ${median(samples.map((s) => s.load)).toFixed(1)}`;
  return FIGURES.filter((figure) => !figure.who || figure.who.includes(who)).map((figure) => {
    const values = samples.map((s) => s[figure.key]).filter((v) => typeof v === 'number');
    const value = values.length ? median(values) : null;
    const target = FIELD_TARGETS[profile]?.[visit]?.[who]?.[figure.key];
    const format = formatOf(figure);
    const pass =
      target === undefined || value === null
        ? null
        : figure.count
          ? values.every((v) => v === target)
          : value <= target;
    const row = result(
      BENCH,
      `${where}: ${figure.name}`,
      value === null ? 'none' : format(value),
      target === undefined ? '-' : figure.count ? `${target} every run` : `<= ${format(target)}`,
      pass,
      [`runs ${values.map((v) => runOf(figure, v)).join('/')}`, load]
        .concat(figure.bytes ? [`${median(samples.map((s) => s.jsFiles))} files`] : [])
        .concat(caseNotes(figure, samples))
        .concat(errors.length ? [`${errors.length} runs failed: ${errors[0]}`] : [])
        .join('; '),
    );
    // The median itself, for a ratio taken within the run (bench/floor.mjs).
    return { ...row, median: value, key: figure.key, variant: variant.label, theCase };
  });
}

/** The subscriber's day claimed already: the check-in is the app's alone ('Already Claimed'). */
async function claimToday(base) {
  const token = await tokenFor(base, LIGHTHOUSE_SUBSCRIBER);
  const response = await fetch(`${base}/api/v1/update-daily-streak`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  if (!response.ok) throw new Error(`claim: ${response.status}`);
}

/** How many claims reached the server since the world's reset (the mock's request journal). */
async function claimsOnServer(base) {
  const { entries = [] } = await (await fetch(`${base}/__mock/journal`)).json();
  return entries.filter((entry) => entry.operationId === 'updateDailyStreak').length;
}

/** The field figures of every case, `runs` samples each, the variants' runs alternating. */
export async function benchFieldVisits({ runs, servers, cases }) {
  const browser = await launchFieldBrowser();
  const rows = [];
  try {
    for (const theCase of cases) {
      const { profile, visit, who, page } = theCase;
      const url = (base) => `${base}${page.path}${who === 'visitor' ? '' : `?a=${LIGHTHOUSE_SUBSCRIBER}`}`;
      const perVariant = servers.map(() => ({ samples: [], errors: [] }));
      for (let run = 0; run < runs; run += 1) {
        for (const [i, server] of servers.entries()) {
          try {
            const figures = await measureVisit(browser, url(server.base), {
              profile: FIELD_PROFILES[profile],
              repeat: visit === 'repeat',
              subscriber: CHECKIN.includes(who),
              claim: who === 'claimer',
              beforeMeasuredVisit: async () => {
                await resetWorld(server.base);
                if (who === 'claimed') await claimToday(server.base);
              },
            });
            if (who === 'claimer') figures.claims = await claimsOnServer(server.base);
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
      for (const who of list('who', WHO))
        for (const page of pages)
          if (!HOME_FIRST_VISIT_ONLY.has(who) || (visit === 'first' && page.path === '/'))
            cases.push({ profile, visit, who, page });

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
