// The server's hottest reads under load, side by side with a bare Fastify route on the same machine.
// The mock server runs as deployed by `npm start` (its build, or the source through tsx when the build
// is stale) with response validation ON and its request log going to /dev/null.
// Targets: each read >= 50% of the bare route's req/s, and p99 < 20 ms at 100 connections.
//   node bench/server.mjs [--duration 12] [--rounds 3] [--connections 100]
//
// The machine is shared (other processes come and go), so a read and the bare route are measured
// in alternating slices (bare, read, bare, read...): each round's ratio compares two neighbouring
// slices, and the figure is the median round. p99 is the median of the rounds' p99; the worst round
// is printed in the note. docs/decisions/0900-hardening-and-benchmarks.md explains the method.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  PORTS,
  median,
  option,
  printResults,
  removeDir,
  result,
  root,
  sleep,
  startProcess,
  startServer,
  tokenFor,
} from './lib.mjs';

const DURATION = Number(option('duration', process.env.BENCH_DURATION ?? 12));
const ROUNDS = Number(option('rounds', 3));
const CONNECTIONS = Number(option('connections', 100));
const SLICE = Math.max(1, Math.round(DURATION / ROUNDS));
const RATIO_TARGET = 0.5;
const P99_TARGET_MS = 20;
const SUBSCRIBER = '923005550001';

const READS = [
  { name: 'GET /api/v1/active-streak', path: '/api/v1/active-streak' },
  { name: 'GET /api/v1/tournaments/all', path: '/api/v1/tournaments/all' },
  { name: 'GET /api/leaderboard (getLeaderboard)', path: '/api/leaderboard' },
  { name: 'GET /api/v1/user/profile', path: '/api/v1/user/profile' },
  // As a browser asks: the answer cache keeps the compressed bytes too (apps/mock-server/src/plugins/answer-cache.ts).
  {
    name: 'GET /api/leaderboard, br (as browsers ask)',
    path: '/api/leaderboard',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    encoding: 'br',
  },
];

/** CPU seconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function load(url, headers, duration, pid) {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    cpuUs: (cpu * 1e6) / Math.max(1, r.requests.total),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  };
}

/** ROUNDS alternating slices of the bare route and the read, after a warm-up of each. */
async function sideBySide(bareUrl, barePid, url, headers, pid) {
  await load(bareUrl, {}, 1, barePid);
  await load(url, headers, 2, pid); // JIT, statement caches, connections
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const bare = await load(bareUrl, {}, SLICE, barePid);
    await sleep(200);
    const read = await load(url, headers, SLICE, pid);
    await sleep(200);
    rounds.push({ bare, read, ratio: read.rps / bare.rps });
  }
  return {
    ratio: median(rounds.map((r) => r.ratio)),
    rps: median(rounds.map((r) => r.read.rps)),
    bareRps: median(rounds.map((r) => r.bare.rps)),
    p50: median(rounds.map((r) => r.read.p50)),
    p99: median(rounds.map((r) => r.read.p99)),
    worstP99: Math.max(...rounds.map((r) => r.read.p99)),
    bareP99: median(rounds.map((r) => r.bare.p99)),
    bad: rounds.reduce((sum, r) => sum + r.read.bad, 0),
    total: rounds.reduce((sum, r) => sum + r.read.total, 0),
    ratios: rounds.map((r) => r.ratio.toFixed(2)).join('/'),
    // Server CPU per request: unlike req/s, hardly moved by other processes on the machine.
    cpuUs: median(rounds.map((r) => r.read.cpuUs)),
    bareCpuUs: median(rounds.map((r) => r.bare.cpuUs)),
  };
}

export async function benchServer() {
  const server = await startServer({ port: PORTS.server, env: { RESPONSE_VALIDATION: '1' } });
  const bare = await startProcess([join(root, 'bench', 'bare-server.mjs')], {
    env: { PORT: String(PORTS.bare) },
    readyUrl: `http://127.0.0.1:${PORTS.bare}/healthz`,
  });
  const loadBefore = loadavg()[0];
  console.log(`mock server: ${server.label}, response validation on`);
  console.log(
    `${CONNECTIONS} connections; per read ${ROUNDS} rounds of ${SLICE} s bare + ${SLICE} s read; ` +
      `load average ${loadBefore.toFixed(2)} on this machine before the run\n`,
  );
  try {
    const base = `http://127.0.0.1:${PORTS.server}`;
    const headers = { authorization: `Bearer ${await tokenFor(base, SUBSCRIBER)}` };
    for (const read of READS) {
      const check = await fetch(`${base}${read.path}`, { headers: { ...headers, ...read.headers } });
      if (!check.ok) throw new Error(`${read.path} answered ${check.status}: ${await check.text()}`);
      const encoding = check.headers.get('content-encoding');
      if (read.encoding && encoding !== read.encoding) {
        throw new Error(`${read.name} answered with encoding ${encoding}, not ${read.encoding}`);
      }
    }
    const bareUrl = `http://127.0.0.1:${PORTS.bare}/bare`;
    const measured = [];
    for (const read of READS)
      measured.push({
        read,
        figures: await sideBySide(
          bareUrl,
          bare.child.pid,
          `${base}${read.path}`,
          { ...headers, ...read.headers },
          server.child.pid,
        ),
      });
    const loadAfter = loadavg()[0];

    console.log(
      [
        `${'route'.padEnd(44)} ${'req/s'.padStart(8)} ${'bare'.padStart(8)} ${'ratio'.padStart(6)} ${'rounds'.padStart(15)} ${'p50'.padStart(4)} ${'p99'.padStart(4)} ${'worst'.padStart(5)} ${'CPU µs/req'.padStart(10)} ${'bare'.padStart(5)} non-2xx`,
        ...measured.map(
          ({ read, figures: f }) =>
            `${read.name.padEnd(44)} ${f.rps.toFixed(0).padStart(8)} ${f.bareRps.toFixed(0).padStart(8)} ${f.ratio.toFixed(2).padStart(6)} ${f.ratios.padStart(15)} ${String(f.p50).padStart(4)} ${String(f.p99).padStart(4)} ${String(f.worstP99).padStart(5)} ${f.cpuUs.toFixed(0).padStart(10)} ${f.bareCpuUs.toFixed(0).padStart(5)} ${f.bad}`,
        ),
        `(latencies in ms; bare route p99 ${measured.map((m) => m.figures.bareP99).join('/')} ms; load average after ${loadAfter.toFixed(2)})`,
      ].join('\n'),
    );

    const results = [];
    for (const { read, figures } of measured) {
      const failures = figures.bad > 0 ? `; ${figures.bad} non-2xx/errors of ${figures.total}` : '';
      results.push(
        result(
          'server',
          `${read.name} req/s vs bare`,
          `${figures.rps.toFixed(0)} req/s = ${(figures.ratio * 100).toFixed(0)}% of ${figures.bareRps.toFixed(0)}`,
          `>= ${RATIO_TARGET * 100}%`,
          figures.ratio >= RATIO_TARGET && figures.bad === 0,
          `median of rounds ${figures.ratios}; server CPU ${figures.cpuUs.toFixed(0)} µs/req vs bare ${figures.bareCpuUs.toFixed(0)}${failures}`,
        ),
        result(
          'server',
          `${read.name} p99`,
          `${figures.p99} ms`,
          `< ${P99_TARGET_MS} ms @ ${CONNECTIONS} conn`,
          figures.p99 < P99_TARGET_MS && figures.bad === 0,
          `median of ${ROUNDS} rounds; worst ${figures.worstP99} ms; p50 ${figures.p50} ms${failures}`,
        ),
      );
    }
    return results;
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
    removeDir(server.dataDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printResults('bench/server.mjs: hottest reads vs a bare Fastify route', await benchServer());
}
