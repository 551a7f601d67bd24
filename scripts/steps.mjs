#!/usr/bin/env node
// Runs commands one after the other, as `&&` would (stops at the first failure, with its exit code), and
// prints how long each took in a table at the end, with the load average: `npm test` and `.ci/run` use
// it so that every CI log shows where its time went (decision 1060). A turbo step run with --summarize
// also gets a row per workspace task, read from the summary turbo writes to .turbo/runs/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The table of `rows` ({ name, ms, status, task }), one line each, then the total of the steps: a turbo
 * task (`task: true`) is indented under its step and not added again.
 */
export function stepTable(rows) {
  const label = (row) => (row.task ? `  ${row.name}` : row.name);
  const width = Math.max(30, ...rows.map((row) => label(row).length));
  const line = (name, seconds, status) => `${name.padEnd(width)} ${seconds.padStart(8)}  ${status}`.trimEnd();
  const total = rows.filter((row) => !row.task).reduce((sum, row) => sum + row.ms, 0);
  return [
    line('step', 'seconds', 'result'),
    ...rows.map((row) => line(label(row), (row.ms / 1000).toFixed(1), row.status)),
    line('total', (total / 1000).toFixed(1), ''),
  ].join('\n');
}

/** Each task of a turbo run summary (`turbo run --summarize`), slowest first: its id, time and result. */
export function turboTaskRows(summary) {
  return (summary.tasks ?? [])
    .filter((task) => task.execution)
    .map((task) => ({
      name: task.taskId,
      ms: task.execution.endTime - task.execution.startTime,
      status: task.cache?.status === 'HIT' ? 'cached' : task.execution.exitCode === 0 ? 'ok' : 'failed',
      task: true,
    }))
    .sort((a, b) => b.ms - a.ms);
}

const RUNS = join('.turbo', 'runs');
const summaries = () => (existsSync(RUNS) ? readdirSync(RUNS).filter((name) => name.endsWith('.json')) : []);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function main(commands) {
  const rows = [];
  const startLoad = load();
  let failed = 0;
  for (const command of commands) {
    const before = new Set(summaries());
    const started = Date.now();
    const result = spawnSync(command, { shell: true, stdio: 'inherit' });
    const ms = Date.now() - started;
    failed = result.status ?? 1;
    rows.push({ name: command, ms, status: failed === 0 ? 'ok' : `failed (${failed})` });
    for (const name of summaries().filter((file) => !before.has(file))) {
      try {
        rows.push(...turboTaskRows(JSON.parse(readFileSync(join(RUNS, name), 'utf8'))));
      } catch {
        // an unreadable summary leaves the step's own row
      }
    }
    if (failed !== 0) break;
  }
  console.log(`\nstep times\n${stepTable(rows)}`);
  console.log(`load average (1, 5, 15 min): ${startLoad} at the start, ${load()} at the end`);
  process.exit(failed);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
