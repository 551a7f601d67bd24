#!/usr/bin/env node
// Runs commands one after the other, as `&&` would (stops at the first failure, with its exit code), and
// prints how long each took in a table at the end, with the load average: `npm test` and `.ci/run` use
// it so that every CI log shows where its time went (decision 1060). A turbo step run with --summarize
// also gets a row per workspace task, read from the summary turbo writes to .turbo/runs/.
// Commands joined by a `+` argument run together, as one step (`a + b c`: a and b at once, then c): each
// one's output is printed whole when it ends, the step fails if any of them failed, and the table shows
// the step's time with each command's own under it.
import { spawn, spawnSync } from 'node:child_process';
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

/** The steps of an argument list: each a list of commands run together (joined by `+` arguments). */
export function stepsOf(args) {
  const steps = [];
  let joinNext = false;
  for (const arg of args) {
    if (arg === '+') {
      if (steps.length === 0) throw new Error('steps: `+` needs a command before it');
      joinNext = true;
    } else if (joinNext) {
      steps[steps.length - 1].push(arg);
      joinNext = false;
    } else {
      steps.push([arg]);
    }
  }
  if (joinNext) throw new Error('steps: `+` needs a command after it');
  return steps;
}

/** A step's result as the table shows it. */
const resultOf = (status) => (status === 0 ? 'ok' : `failed (${status})`);

/** Runs `command` in a shell, its output kept: answers its exit status, time and output. */
function runQuietly(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, ms: Date.now() - started, output }));
  });
}

/** Runs the commands of one step together; prints each one's output whole as it ends. */
async function runTogether(commands) {
  return Promise.all(
    commands.map(async (command) => {
      const result = await runQuietly(command);
      process.stdout.write(
        `\n> ${command} (${resultOf(result.status)}, ${(result.ms / 1000).toFixed(1)} s)\n`,
      );
      for (const chunk of result.output) process.stdout.write(chunk);
      return { command, ...result };
    }),
  );
}

const RUNS = join('.turbo', 'runs');
const summaries = () => (existsSync(RUNS) ? readdirSync(RUNS).filter((name) => name.endsWith('.json')) : []);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(args) {
  const rows = [];
  const startLoad = load();
  let failed = 0;
  for (const commands of stepsOf(args)) {
    const before = new Set(summaries());
    const started = Date.now();
    if (commands.length === 1) {
      const result = spawnSync(commands[0], { shell: true, stdio: 'inherit' });
      failed = result.status ?? 1;
      rows.push({ name: commands[0], ms: Date.now() - started, status: resultOf(failed) });
    } else {
      const results = await runTogether(commands);
      failed = results.find((result) => result.status !== 0)?.status ?? 0;
      const name = `together: ${commands.length} commands`;
      rows.push({ name, ms: Date.now() - started, status: resultOf(failed) });
      for (const result of results) {
        rows.push({ name: result.command, ms: result.ms, status: resultOf(result.status), task: true });
      }
    }
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
