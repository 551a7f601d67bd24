// Runs every benchmark in sequence (server, scale, web, field) and prints one table of every figure next to
// its target. A missed target is reported (FAIL) and the exit code stays 0; a benchmark that crashes
// is a FAIL row too, and makes the exit code 1.
// `--only floor` runs the framework-only experiment of decision 1010 (bench/floor.mjs), never part of the
// full run.
//   node bench/run.mjs [--only server|scale|web|field|floor]
import { cpus, loadavg } from 'node:os';
import { option, printResults, result } from './lib.mjs';

const BENCHES = {
  server: async () => (await import('./server.mjs')).benchServer(),
  scale: async () => (await import('./scale.mjs')).benchScale(),
  web: async () => (await import('./web.mjs')).benchWeb(),
  field: async () => (await import('./field.mjs')).benchField(),
  floor: async () => (await import('./floor.mjs')).benchFloor(),
};
const EXPERIMENTS = new Set(['floor']);

const only = option('only', undefined);
if (only !== undefined && !(only in BENCHES)) {
  console.error(`--only takes one of ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const names = only ? [only] : Object.keys(BENCHES).filter((name) => !EXPERIMENTS.has(name));

console.log(
  `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadavg()[0].toFixed(2)}, ${new Date().toISOString()}`,
);
const rows = [];
let crashed = false;
for (const name of names) {
  console.log(`\n=== bench: ${name} ===`);
  try {
    rows.push(...(await BENCHES[name]()));
  } catch (error) {
    crashed = true;
    console.error(error);
    rows.push(
      result(
        name,
        `${name} bench crashed`,
        '-',
        'runs to the end',
        false,
        String(error.message ?? error).split('\n')[0],
      ),
    );
  }
}
printResults('npm run bench: every figure next to its target', rows, { withBench: true });
process.exitCode = crashed ? 1 : 0;
