// Lighthouse 12 mobile on Home, Tournaments and Rewards served by the production server (issue 18's
// targets: performance 98 or more, FCP at most 1.0 s, LCP at most 1.5 s, TBT at most 50 ms, CLS under
// 0.05, medians of 5 runs), in both of its throttling modes: 'simulate' (its default: it loads the page
// unthrottled and models a slow 4G phone from the trace) and 'devtools' (it applies the throttling to the
// browser and measures what happens, as bench/field.mjs does: decision 1010). Part of bench/field.mjs;
// reports, never fails on a missed target.
import { loadavg } from 'node:os';
import { toolEnvironment } from '../scripts/tool-env.mjs';
import { median, result } from './lib.mjs';

const BENCH = 'web';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-quic',
];

export const LIGHTHOUSE_MIN_SCORE = 98;
export const CLS_MAX = 0.05;
/** Lighthouse mobile timings, at most (ms). */
export const TIMING_MAX_MS = { fcp: 1000, lcp: 1500, tbt: 50 };
export const LIGHTHOUSE_RUNS = 5;

/**
 * Lighthouse audits a logged-in subscriber, as users see the product: the app logs in from `?a=` on
 * any page (Sana Khan of the default seed: credits, a streak, the daily check-in popup on first open).
 * A visitor sees the same pages minus the personal parts, so the subscriber is the heavier case.
 */
export const LIGHTHOUSE_SUBSCRIBER = '923005550001';
export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Tournaments', path: '/tournaments' },
  { name: 'Rewards', path: '/rewards' },
];

/** Lighthouse's throttling modes, in the order the rows print. */
export const LIGHTHOUSE_MODES = ['devtools', 'simulate'];

async function lighthouseOnce(lighthouse, launch, url, throttlingMethod) {
  // The browser gets only what a program needs from the environment (scripts/tool-env.mjs).
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    envVars: toolEnvironment(),
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      fcp: audit('first-contentful-paint'),
      // Lighthouse's measure of this machine's CPU speed at the time (higher is faster): on a busy host the
      // observed task times, multiplied by the simulated 4x slowdown, swing TBT and the score.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // What still costs score, for the note: opportunities and diagnostics that did not pass.
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** The rows of one page's samples (one build). */
function pageRows(mode, page, samples, errors, label) {
  const name = `${page.name}${label ? ` [${label}]` : ''}`;
  if (samples.length === 0) {
    return [
      result(BENCH, `${mode} perf ${name}`, 'error', `>= ${LIGHTHOUSE_MIN_SCORE}`, null, errors.join(', ')),
    ];
  }
  // A run without an interactive point (a starved CPU never goes quiet within Lighthouse's window) has no
  // TBT and scores 0: it is left out of the medians and counted in the note.
  const complete = samples.filter((s) => Number.isFinite(s.tbt));
  const counted = complete.length > 0 ? complete : samples;
  const score = median(counted.map((s) => s.score));
  const cls = median(counted.map((s) => s.cls));
  const ms = (key) => Math.round(median(counted.map((s) => s[key]).filter(Number.isFinite)));
  const failing = [...new Set(samples.flatMap((s) => s.failing))];
  return [
    result(
      BENCH,
      `${mode} perf ${name}`,
      score,
      `>= ${LIGHTHOUSE_MIN_SCORE}`,
      score >= LIGHTHOUSE_MIN_SCORE,
      `runs ${samples.map((s) => s.score).join('/')}; ` +
        `CPU benchmark ${ms('benchmarkIndex')}, load ${loadavg()[0].toFixed(1)}` +
        (complete.length < samples.length
          ? `; ${samples.length - complete.length} runs without an interactive point left out`
          : '') +
        (errors.length ? `; retried after ${errors.join(', ')}` : '') +
        (failing.length ? `; below 0.9: ${failing.join(', ')}` : ''),
    ),
    ...Object.entries(TIMING_MAX_MS).map(([key, max]) =>
      result(
        BENCH,
        `${mode} ${key.toUpperCase()} ${name}`,
        `${ms(key)} ms`,
        `<= ${max} ms`,
        ms(key) <= max,
        `runs ${samples.map((s) => Math.round(s[key])).join('/')}`,
      ),
    ),
    result(
      BENCH,
      `${mode} CLS ${name}`,
      cls.toFixed(3),
      `< ${CLS_MAX}`,
      cls < CLS_MAX,
      `runs ${samples.map((s) => s.cls.toFixed(3)).join('/')}`,
    ),
  ];
}

/**
 * Lighthouse rows for `throttlingMethod` ('simulate' or 'devtools'), medians of `runs`, for each of
 * `targets` ({ base, label }: builds compared in one run, their runs alternating so the machine's load
 * falls on each alike). `beforeRun(target)` is called before each run (bench/field.mjs resets the server's
 * world, so every run is a session's first open with the check-in dialog).
 */
export async function benchLighthouse(
  targets,
  runs = LIGHTHOUSE_RUNS,
  { throttlingMethod = 'simulate', beforeRun } = {},
) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const rows = [];
  const mode = `Lighthouse ${throttlingMethod}`;
  for (const page of LIGHTHOUSE_PAGES) {
    const state = targets.map(() => ({ samples: [], errors: [] }));
    // A busy host sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is retried, twice at most.
    for (let attempt = 0; attempt < runs + 2; attempt += 1) {
      for (const [i, target] of targets.entries()) {
        const { samples, errors } = state[i];
        if (samples.length >= runs) continue;
        try {
          await beforeRun?.(target);
          const url = `${target.base}${page.path}?a=${LIGHTHOUSE_SUBSCRIBER}`;
          samples.push(await lighthouseOnce(lighthouse, launch, url, throttlingMethod));
        } catch (error) {
          errors.push(error.message.split(':')[0]);
        }
      }
    }
    for (const [i, target] of targets.entries())
      rows.push(...pageRows(mode, page, state[i].samples, state[i].errors, target.label));
  }
  return rows;
}
