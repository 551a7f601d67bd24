#!/usr/bin/env node
// Runs commands one after the other, as `&&` would (stops at the first failure, with its exit code), and
// prints how long each took in a table at the end, with the load average: `npm test` and `.ci/run` use
// it so that every CI log shows where its time went (decision 1060). A turbo step run with --summarize
// also gets a row per workspace task, read from the summary turbo writes to .turbo/runs/.
// Each step also gets its CPU seconds (user + system, of everything it started): on a shared machine the
// wall time swings with the neighbours' work, the CPU seconds measure the work. The command runs in bash,
// which prints its children's times (`times`) when the command ends; bash is made a child subreaper first
// (Linux's PR_SET_CHILD_SUBREAPER, through perl, which Debian always has), so a process whose parent ended
// before it (Chromium's renderers, which its zygote leaves) is reaped by that bash and counted too: without
// it `time` and rusage miss about half of a browser test's CPU. A turbo task's row has no CPU of its own:
// turbo runs the tasks, and its step's figure holds them all.
// Commands joined by a `+` argument run together, as one step (`a + b c`: a and b at once, then c): each
// one's output is printed whole when it ends, the step fails if any of them failed, and the table shows
// the step's time with each command's own under it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, machine } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The table of `rows` ({ name, ms, cpu, status, task }), one line each, then the total of the steps: a
 * turbo task or a command run together with others (`task: true`) is indented under its step and not
 * added again. `cpu` ({ user, system } seconds) is shown as their sum; a row without it shows none.
 */
export function stepTable(rows) {
  const label = (row) => (row.task ? `  ${row.name}` : row.name);
  const width = Math.max(30, ...rows.map((row) => label(row).length));
  const line = (name, seconds, cpu, status) =>
    `${name.padEnd(width)} ${seconds.padStart(8)} ${cpu.padStart(9)}  ${status}`.trimEnd();
  const cpuText = (cpu) => (cpu ? (cpu.user + cpu.system).toFixed(1) : '');
  const steps = rows.filter((row) => !row.task);
  const total = steps.reduce((sum, row) => sum + row.ms, 0);
  return [
    line('step', 'seconds', 'CPU s', 'result'),
    ...rows.map((row) => line(label(row), (row.ms / 1000).toFixed(1), cpuText(row.cpu), row.status)),
    line('total', (total / 1000).toFixed(1), cpuText(cpuTotal(steps)), ''),
  ].join('\n');
}

/** The CPU of `rows` added up: { user, system } seconds, or undefined when no row has a figure. */
export function cpuTotal(rows) {
  const known = rows.map((row) => row.cpu).filter(Boolean);
  if (known.length === 0) return undefined;
  return known.reduce((sum, cpu) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), {
    user: 0,
    system: 0,
  });
}

/**
 * The children's line of bash's `times` (its second line: `0m12.345s 0m1.500s`, user then system) as
 * { user, system } seconds; undefined when there is none.
 */
export function childTimes(text) {
  const line = text.trim().split('\n')[1] ?? '';
  const [user, system] = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return user === undefined || system === undefined ? undefined : { user, system };
}

/**
 * Each task of a turbo run summary (`turbo run --summarize`), slowest first: its id, time, result and
 * log file (relative to the repository's root).
 */
export function turboTaskRows(summary) {
  return (summary.tasks ?? [])
    .filter((task) => task.execution)
    .map((task) => ({
      name: task.taskId,
      ms: task.execution.endTime - task.execution.startTime,
      status: task.cache?.status === 'HIT' ? 'cached' : task.execution.exitCode === 0 ? 'ok' : 'failed',
      logFile: task.logFile,
      task: true,
    }))
    .sort((a, b) => b.ms - a.ms);
}

// A CI log keeps only its end, and a turbo task's failure is printed when the task ends, often minutes
// before the run does: without a reprint the failing test's name is lost (stop 49's red run).
// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour
const COLOURS = /\x1b\[[0-9;]*m/g;
const FAILURES = /^[\s⎯-]*Failed (Tests|Suites) \d+/;
const SUMMARY = /^\s*Test Files\s/;

/**
 * What a failed task's log says of its failure, for a reprint at the end of the run: vitest's failure
 * report (its "Failed Tests" section to its "Test Files" line) after the list of the failing tests' FAIL
 * lines, or the log's last lines when it has no such report; at most `max` lines of the report, the
 * count of the rest named.
 */
export function failureExcerpt(log, { max = 60, tail = 30 } = {}) {
  const lines = log.replace(COLOURS, '').split('\n');
  const start = lines.findIndex((line) => FAILURES.test(line));
  if (start < 0) return lines.slice(-tail).join('\n').trim();
  const end = lines.findIndex((line, index) => index > start && SUMMARY.test(line));
  const report = lines.slice(start, end < 0 ? undefined : end + 2);
  const failing = [...new Set(report.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim()))];
  const shown = report.slice(0, max);
  const rest = report.length - shown.length;
  return [...failing, '', ...shown, ...(rest > 0 ? [`... ${rest} more lines in the task's log`] : [])]
    .join('\n')
    .trim();
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

/** prctl's system call number on this machine, for the subreaper (`syscall.ph` is not in perl-base). */
const PRCTL = { x86_64: 157, aarch64: 167, riscv64: 167 }[machine()];
const PR_SET_CHILD_SUBREAPER = 36;
const PERL = '/usr/bin/perl';
const BASH = '/bin/bash';

/**
 * The program and arguments that run `command` in bash, made a child subreaper when the machine allows,
 * with bash's children's times written to file descriptor 3 as it exits (an `exit` in the command
 * included). The last line also keeps bash from handing its process over to the command (`exec`): bash
 * must stay to reap the orphans.
 */
export function measuredCommand(command, { prctl = PRCTL, perl = existsSync(PERL) } = {}) {
  const script = ['bash', '-c', `trap 'times >&3' EXIT\n${command}\nexit $?`];
  if (!prctl || !perl) return [BASH, script.slice(1)];
  const subreaper = `syscall(shift @ARGV, ${PR_SET_CHILD_SUBREAPER}, 1, 0, 0, 0); exec { $ARGV[0] } @ARGV or die "exec: $!"`;
  return [PERL, ['-e', subreaper, String(prctl), BASH, ...script.slice(1)]];
}

/** Runs `command` (measuredCommand), its output kept: answers its exit status, time, CPU and output. */
function runQuietly(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, args] = measuredCommand(command);
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const output = [];
    let times = '';
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('close', (code) =>
      resolve({ status: code ?? 1, ms: Date.now() - started, cpu: childTimes(times), output }),
    );
  });
}

/** Runs `command` (measuredCommand) with the terminal's output: answers its exit status and CPU. */
function runInView(command) {
  const [program, args] = measuredCommand(command);
  const result = spawnSync(program, args, { stdio: ['inherit', 'inherit', 'inherit', 'pipe'] });
  return { status: result.status ?? 1, cpu: childTimes(result.output?.[3]?.toString() ?? '') };
}

/** Runs the commands of one step together; prints each one's output whole as it ends. */
async function runTogether(commands) {
  return Promise.all(
    commands.map(async (command) => {
      const result = await runQuietly(command);
      const cpu = result.cpu ? `, ${(result.cpu.user + result.cpu.system).toFixed(1)} CPU s` : '';
      process.stdout.write(
        `\n> ${command} (${resultOf(result.status)}, ${(result.ms / 1000).toFixed(1)} s${cpu})\n`,
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
      const result = runInView(commands[0]);
      failed = result.status;
      rows.push({ name: commands[0], ms: Date.now() - started, cpu: result.cpu, status: resultOf(failed) });
    } else {
      const results = await runTogether(commands);
      failed = results.find((result) => result.status !== 0)?.status ?? 0;
      const name = `together: ${commands.length} commands`;
      rows.push({ name, ms: Date.now() - started, cpu: cpuTotal(results), status: resultOf(failed) });
      for (const { command, ms, cpu, status } of results) {
        rows.push({ name: command, ms, cpu, status: resultOf(status), task: true });
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
  for (const { name, logFile } of rows.filter((row) => row.status === 'failed' && row.logFile)) {
    try {
      console.log(
        `\nwhat failed in ${name} (from ${logFile}):\n${failureExcerpt(readFileSync(logFile, 'utf8'))}`,
      );
    } catch {
      // no log to read: the task's own output above is all there is
    }
  }
  console.log(`\nstep times\n${stepTable(rows)}`);
  const cpu = cpuTotal(rows.filter((row) => !row.task));
  if (cpu) {
    const seconds = (value) => `${value.toFixed(1)} s`;
    console.log(
      `CPU (user + system, everything the steps started): ${seconds(cpu.user + cpu.system)} (user ${seconds(cpu.user)}, system ${seconds(cpu.system)})`,
    );
  }
  console.log(`load average (1, 5, 15 min): ${startLoad} at the start, ${load()} at the end`);
  process.exit(failed);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
