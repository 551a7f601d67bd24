// Shared helpers of the benchmarks: repository paths, starting the server as a child process, and
// printing figures next to their targets. Benchmarks REPORT: they never fail on a missed target.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = join(root, 'apps', 'mock-server');

/** The bench ports (8105-8108): never the ones developers use. */
export const PORTS = { server: 8105, bare: 8106, scale: 8107, lighthouse: 8108 };

/**
 * A port nothing listens on now. bench/field.mjs takes its ports here: two runs at once must not measure
 * each other's servers (a fixed port already taken is answered by the other run's server).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Newest modification time under `dir` (skipping node_modules and dist). */
function newest(dir) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) {
      if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) walk(join(path, name));
    }
  };
  walk(dir);
  return latest;
}

/**
 * How to run the mock server: its build (apps/mock-server/dist/server.js) when it is newer than every
 * source it bundles, otherwise the TypeScript source through tsx. Never builds: others may be working.
 */
export function serverCommand() {
  const built = join(serverDir, 'dist', 'server.js');
  const sources = [
    'apps/mock-server/src',
    'packages/contract/src',
    'packages/domain/src',
    'packages/sdk/src',
  ].map((p) => newest(join(root, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) {
    return { args: [built], label: 'built (apps/mock-server/dist/server.js)' };
  }
  return {
    args: ['--import', 'tsx', join(serverDir, 'src', 'server.ts')],
    label: 'tsx (apps/mock-server/src/server.ts; the build is missing or older than its sources)',
  };
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `esr-bench-${prefix}-`));
}

/** Waits until `url` answers (any status), or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 30_000, child) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the process exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await sleep(100);
    }
  }
}

/**
 * Starts a node process and waits for `readyUrl`. Its output goes to /dev/null unless `verbose`.
 * Answers { child, stop() }.
 */
export async function startProcess(args, { env = {}, readyUrl, cwd = root, verbose = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: verbose ? 'inherit' : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    if (readyUrl) await waitForHttp(readyUrl, 60_000, child);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr}`, { cause: error });
  }
  return { child, stop };
}

/** Starts the mock server on `port` with a fresh data directory (default seed). */
export async function startServer({ port, dataDir, env = {} }) {
  const dir = dataDir ?? tempDir('data');
  const { args, label } = serverCommand();
  try {
    const proc = await startProcess(args, {
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        // Mock mode, like npm start: the control API seeds the scale run (unset is production).
        MOCK_MODE: '1',
        JWT_SECRET: 'bench-secret',
        TOKEN_RATE_LIMIT: '100000',
        ...env,
      },
      readyUrl: `http://127.0.0.1:${port}/healthz`,
    });
    return { ...proc, label, dataDir: dir };
  } catch (error) {
    // A directory made here is removed here; a caller's directory is the caller's to remove.
    if (dataDir === undefined) removeDir(dir);
    throw error;
  }
}

export async function tokenFor(base, msisdn) {
  const response = await fetch(`${base}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn, refferer: null }),
  });
  const token = response.headers.get('access_token');
  if (!response.ok || !token) throw new Error(`no token for ${msisdn}: ${response.status}`);
  return token;
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * One measured figure: `pass` is true, false, or null (not measured). Printed as a table by
 * `printResults`; also appended as a JSON line to BENCH_RESULTS_FILE when bench/run.mjs runs us.
 */
export function result(bench, figure, value, target, pass, note = '') {
  return { bench, figure, value, target, pass, note };
}

const status = (pass) => (pass === true ? 'PASS' : pass === false ? 'FAIL' : '-');

export function formatTable(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}

export function printResults(title, results, { withBench = false } = {}) {
  console.log(`\n${title}`);
  console.log(
    formatTable(
      results.map((r) => ({ ...r, status: status(r.pass) })),
      [...(withBench ? ['bench'] : []), 'figure', 'value', 'target', 'status', 'note'],
    ),
  );
  const missed = results.filter((r) => r.pass === false);
  if (missed.length > 0) console.log(`FAIL: ${missed.map((r) => r.figure).join('; ')}`);
  if (process.env.BENCH_RESULTS_FILE) {
    for (const r of results) appendFileSync(process.env.BENCH_RESULTS_FILE, `${JSON.stringify(r)}\n`);
  }
}

/** Parses `--name value` and `--flag` arguments. */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = process.argv[i + 1];
  return value === undefined || value.startsWith('--') ? true : value;
}
