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
// it `time` and rusage miss about half of a browser test's CPU. A turbo task's row shows a sampled share
// of its step's figure, marked `~` (cpuSampler, below).
// Commands joined by a `+` argument run together, as one step (`a + b c`: a and b at once, then c): each
// one's output is printed whole when it ends, the step fails if any of them failed, and the table shows
// the step's time with each command's own under it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { loadavg, machine } from 'node:os';
import { join, relative, sep } from 'node:path';
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
  const cpuText = (row) =>
    row.cpu ? `${row.approximate ? '~' : ''}${(row.cpu.user + row.cpu.system).toFixed(1)}` : '';
  const steps = rows.filter((row) => !row.task);
  const total = steps.reduce((sum, row) => sum + row.ms, 0);
  return [
    line('step', 'seconds', 'CPU s', 'result'),
    ...rows.map((row) => line(label(row), (row.ms / 1000).toFixed(1), cpuText(row), row.status)),
    line('total', (total / 1000).toFixed(1), cpuText({ cpu: cpuTotal(steps) }), ''),
    ...steps.filter((row) => row.note).map((row) => `~ ${row.name}: ${row.note}`),
  ].join('\n');
}

/** What a step's sampled task figures cover: `seconds` of the step's exact `cpu`. */
export function sampledNote(seconds, cpu) {
  const exact = cpu.user + cpu.system;
  const share = exact > 0 ? ` (${Math.round((100 * seconds) / exact)}%)` : '';
  return (
    `its tasks' CPU sampled each second from /proc, ${seconds.toFixed(1)} of its ${exact.toFixed(1)} s${share}; ` +
    'a process under a second, and the last second of each, are missed'
  );
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
      directory: task.directory,
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
/** The errors a shared mock server logged, printed as it stops (@esr/test-support's startMockServer). */
const SERVER_LOGGED = /: the mock server logged:$/;

/**
 * What a failed task's log says of its failure, for a reprint at the end of the run: vitest's failure
 * report (its "Failed Tests" section to its "Test Files" line) after the list of the failing tests' FAIL
 * lines, or the log's last lines when it has no such report; at most `max` lines of the report, the
 * count of the rest named; then the first `serverLines` of the errors the task's mock server logged, if any.
 */
export function failureExcerpt(log, { max = 60, tail = 30, serverLines = 20 } = {}) {
  const lines = log.replace(COLOURS, '').split('\n');
  const start = lines.findIndex((line) => FAILURES.test(line));
  if (start < 0) return lines.slice(-tail).join('\n').trim();
  const end = lines.findIndex((line, index) => index > start && SUMMARY.test(line));
  const report = lines.slice(start, end < 0 ? undefined : end + 2);
  const failing = [...new Set(report.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim()))];
  const shown = report.slice(0, max);
  const rest = report.length - shown.length;
  // The server's side, when the task's mock server logged errors: its first lines.
  const logged = lines.findIndex((line) => SERVER_LOGGED.test(line));
  const server = logged < 0 ? [] : ['', ...lines.slice(logged, logged + 1 + serverLines)];
  return [
    ...failing,
    '',
    ...shown,
    ...(rest > 0 ? [`... ${rest} more lines in the task's log`] : []),
    ...server,
  ]
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

/**
 * Runs `command` (measuredCommand): answers its exit status, time, CPU and, unless `inView` (the
 * terminal's output), its output kept.
 */
function runMeasured(command, { inView = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, args] = measuredCommand(command);
    const stdio = inView ? ['inherit', 'inherit', 'inherit', 'pipe'] : ['ignore', 'pipe', 'pipe', 'pipe'];
    const child = spawn(program, args, { stdio, env: CHILD_ENV });
    const output = [];
    let times = '';
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('close', (code) =>
      resolve({ status: code ?? 1, ms: Date.now() - started, cpu: childTimes(times), output }),
    );
  });
}

/** Runs the commands of one step together; prints each one's output whole as it ends. */
async function runTogether(commands) {
  return Promise.all(
    commands.map(async (command) => {
      const result = await runMeasured(command);
      const cpu = result.cpu ? `, ${(result.cpu.user + result.cpu.system).toFixed(1)} CPU s` : '';
      process.stdout.write(
        `\n> ${command} (${resultOf(result.status)}, ${(result.ms / 1000).toFixed(1)} s${cpu})\n`,
      );
      for (const chunk of result.output) process.stdout.write(chunk);
      return { command, ...result };
    }),
  );
}

// A turbo step's CPU seconds are exact for the whole step only: turbo runs the tasks, and their times reach
// it, not us. Each task's share is sampled instead: every second, the CPU time of every process that
// started during the step and works in this checkout (its working directory), filed under the workspace
// folder it works in (or, for one working at the root, the nearest parent that works in one). A process
// that lived less than a second between two samples, and a process's last second, are missed: the task
// rows' figures are marked `~` and the table says how much of the step they cover.
const TICKS = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux
// One sampler for a run: a steps run inside another's step (`.ci/run`'s `npm test`) leaves it to the outer,
// whose table is the one printed last.
const SAMPLING = process.env.ESR_STEPS_SAMPLE !== '0';
const CHILD_ENV = { ...process.env, ESR_STEPS_SAMPLE: '0' };
/** A sampler that has nothing to say. */
const NO_SAMPLES = { stop: () => new Map() };

/** The fields of /proc/<pid>/stat after the command's name: [state, ppid, ...]; undefined when gone. */
function statOf(procDir, pid) {
  try {
    const text = readFileSync(join(procDir, pid, 'stat'), 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Samples, while a step runs, the CPU seconds of the processes working under `root` that started after
 * the sampler did, by the folder (relative to `root`) each one works in: `stop()` answers a Map of folder
 * to seconds ('' for the root itself).
 */
export function cpuSampler(root, { procDir = '/proc', intervalMs = 1000 } = {}) {
  const uptime = () => Number(readFileSync(join(procDir, 'uptime'), 'utf8').split(' ')[0]);
  let since;
  try {
    since = uptime() * TICKS;
  } catch {
    return NO_SAMPLES; // no /proc: no figures
  }
  const seen = new Map(); // `${pid}:${starttime}` -> { pid, ppid, folder, ticks }
  const sample = () => {
    let names;
    try {
      names = readdirSync(procDir).filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of names) {
      const fields = statOf(procDir, pid);
      if (!fields || Number(fields[19]) < since) continue; // starttime: field 22 of stat
      const key = `${pid}:${fields[19]}`;
      let entry = seen.get(key);
      if (!entry) {
        let cwd;
        try {
          cwd = readlinkSync(join(procDir, pid, 'cwd'));
        } catch {
          continue;
        }
        const folder = relative(root, cwd);
        if (folder.startsWith('..') || folder.startsWith(sep)) continue; // not this checkout's work
        entry = { pid, ppid: fields[1], folder: folder.split(sep).join('/'), ticks: 0 };
        seen.set(key, entry);
      }
      entry.ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byPid = new Map([...seen.values()].map((entry) => [entry.pid, entry]));
      // A process at the root (npm, node, a test's server) counts for the nearest parent in a workspace.
      const folderOf = (entry) => {
        let current = entry;
        for (let hops = 0; current && current.folder === '' && hops < 32; hops += 1) {
          current = byPid.get(current.ppid);
        }
        return current?.folder ?? '';
      };
      const totals = new Map();
      for (const entry of seen.values()) {
        const folder = folderOf(entry);
        totals.set(folder, (totals.get(folder) ?? 0) + entry.ticks / TICKS);
      }
      return totals;
    },
  };
}

/**
 * The sampled CPU (cpuSampler) of each turbo task row, by its workspace folder: a folder's figure goes to
 * its slowest task (the others of that folder ran from the cache, or briefly). Answers the rows with `cpu`
 * ({ user, system: 0 }, the sample's sum) and `approximate`, and the seconds given out.
 */
export function withSampledCpu(taskRows, totals) {
  const given = new Set();
  let seconds = 0;
  const rows = taskRows.map((row) => {
    const folder = row.directory;
    if (folder === undefined || given.has(folder)) return row;
    const inFolder = [...totals].filter(([name]) => name === folder || name.startsWith(`${folder}/`));
    if (inFolder.length === 0) return row;
    given.add(folder);
    const sum = inFolder.reduce((total, [, value]) => total + value, 0);
    seconds += sum;
    return { ...row, cpu: { user: sum, system: 0 }, approximate: true };
  });
  return { rows, seconds };
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
    const sampler = SAMPLING ? cpuSampler(process.cwd()) : NO_SAMPLES;
    if (commands.length === 1) {
      const result = await runMeasured(commands[0], { inView: true });
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
    const sampled = sampler.stop();
    for (const name of summaries().filter((file) => !before.has(file))) {
      try {
        const step = rows.findLast((row) => !row.task);
        const tasks = turboTaskRows(JSON.parse(readFileSync(join(RUNS, name), 'utf8')));
        const { rows: measured, seconds } = withSampledCpu(tasks, sampled);
        rows.push(...measured);
        if (seconds > 0 && step.cpu) step.note = sampledNote(seconds, step.cpu);
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
