// The step-time table that `npm test` and `.ci/run` print (scripts/steps.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  childTimes,
  cpuSampler,
  failureExcerpt,
  measuredCommand,
  sampledNote,
  stepsOf,
  stepTable,
  turboTaskRows,
  withSampledCpu,
} from './steps.mjs';

/** The steps script, run in `dir` as a run of its own (not under `npm test`'s, which samples for it). */
const STEPS = fileURLToPath(new URL('./steps.mjs', import.meta.url));
const runSteps = (dir, args) =>
  spawnSync(process.execPath, [STEPS, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ESR_STEPS_SAMPLE: '' },
  });

test('a row per step with its CPU seconds, turbo tasks indented under theirs and not counted twice in the totals', () => {
  const table = stepTable([
    { name: 'npm run lint', ms: 61_250, cpu: { user: 80.5, system: 9.25 }, status: 'ok' },
    { name: 'npm run test:workspaces', ms: 300_000, cpu: { user: 500, system: 100 }, status: 'ok' },
    { name: '@esr/e2e#test', ms: 200_000, status: 'ok', task: true },
    { name: 'npm run format:check', ms: 9_000, cpu: { user: 8, system: 1 }, status: 'ok', task: true },
  ]);
  const lines = table.split('\n');
  assert.match(lines[0], /^step +seconds +CPU s {2}result$/);
  assert.match(lines[1], /^npm run lint +61\.3 +89\.8 {2}ok$/);
  // A turbo task's CPU is its step's: its row has none.
  assert.match(lines[3], /^ {2}@esr\/e2e#test +200\.0 {12}ok$/);
  assert.match(lines[4], /^ {2}npm run format:check +9\.0 +9\.0 {2}ok$/);
  assert.match(lines[5], /^total +361\.3 +689\.8$/);
});

test('a step without a CPU figure shows none, and the total adds those that have one', () => {
  const lines = stepTable([
    { name: 'a', ms: 1_000, status: 'ok' },
    { name: 'b', ms: 1_000, cpu: { user: 1, system: 0.5 }, status: 'ok' },
  ]).split('\n');
  assert.match(lines[1], /^a +1\.0 {12}ok$/);
  assert.match(lines[3], /^total +2\.0 +1\.5$/);
  assert.match(stepTable([{ name: 'a', ms: 1_000, status: 'ok' }]).split('\n')[2], /^total +1\.0$/);
});

test("bash's `times`: the children's line, user and system in seconds", () => {
  assert.deepEqual(childTimes('0m0.004s 0m0.001s\n1m2.500s 0m0.250s\n'), { user: 62.5, system: 0.25 });
  assert.equal(childTimes(''), undefined);
  assert.equal(childTimes('0m0.004s 0m0.001s\n'), undefined);
});

test('without perl or a known prctl the command still runs in bash, its times written out', () => {
  assert.deepEqual(measuredCommand('npm test', { prctl: 0 }), [
    '/bin/bash',
    ['-c', "trap 'times >&3' EXIT\nnpm test\nexit $?"],
  ]);
  assert.equal(measuredCommand('npm test', { prctl: 157, perl: false })[0], '/bin/bash');
  assert.equal(measuredCommand('npm test', { prctl: 157, perl: true })[0], '/usr/bin/perl');
});

// A process whose parent ends first, as Chromium's renderers do: it burns a CPU-second after its parent
// has gone; the step's figure must hold it (reaped by the subreaper bash), and the exit status of
// the step's command is kept.
test('a step counts the CPU of a process its parent left behind, and keeps its exit status', () => {
  const orphan = `process.execPath, ['-e', 'while (process.cpuUsage().user < 1e6);']`;
  // Its output goes through the pipe to cat, which so ends when the orphan does; bash reaps it in the sleep.
  const stdio = `['ignore', 'inherit', 'ignore']`;
  const leaves = `require('node:child_process').spawn(${orphan}, { detached: true, stdio: ${stdio} }).unref()`;
  const result = spawnSync(process.execPath, [STEPS, `node -e "${leaves}" | cat; sleep 1; exit 3`], {
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  assert.equal(result.status, 3, result.stderr);
  const row = result.stdout.split('\n').find((line) => line.startsWith('node -e'));
  const [, cpu] = row?.match(/ (\d+\.\d) {2}failed \(3\)$/) ?? [];
  assert.ok(Number(cpu) >= 0.9, `the step's CPU seconds: ${row}`);
});

test("turbo's summary: each executed task, slowest first, a cache hit marked", () => {
  const rows = turboTaskRows({
    tasks: [
      {
        taskId: '@esr/sdk#build',
        execution: { startTime: 0, endTime: 2_000, exitCode: 0 },
        cache: { status: 'HIT' },
      },
      {
        taskId: '@esr/web#test',
        execution: { startTime: 1_000, endTime: 91_000, exitCode: 1 },
        cache: { status: 'MISS' },
      },
      { taskId: '@esr/domain#lint' },
    ],
  });
  assert.deepEqual(
    rows.map((row) => [row.name, row.ms, row.status]),
    [
      ['@esr/web#test', 90_000, 'failed'],
      ['@esr/sdk#build', 2_000, 'cached'],
    ],
  );
});

test('commands joined by `+` make one step, run together', () => {
  assert.deepEqual(stepsOf(['a', 'b', '+', 'c', '+', 'd', 'e']), [['a'], ['b', 'c', 'd'], ['e']]);
  assert.throws(() => stepsOf(['+', 'a']), /before it/);
  assert.throws(() => stepsOf(['a', '+']), /after it/);
});

// vitest's report of two failures, coloured as in a CI log.
const REPORT = [
  ' \x1b[32m✓\x1b[39m src/a.test.ts (3 tests) 12ms',
  '\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
  '',
  ' \x1b[31mFAIL\x1b[39m  src/b.test.ts > the first',
  'AssertionError: expected 1 to be 2',
  '⎯⎯⎯[1/2]⎯',
  ' \x1b[31mFAIL\x1b[39m  src/b.test.ts > the second',
  'TestingLibraryElementError: Unable to find role="dialog"',
  '⎯⎯⎯[2/2]⎯',
  '',
  ' Test Files  1 failed | 69 passed (70)',
  '      Tests  2 failed | 636 passed (638)',
  '   Start at  01:15:02',
].join('\n');

test("a failed task's reprint: the failing tests named, then vitest's report to its count, uncoloured", () => {
  const lines = failureExcerpt(REPORT).split('\n');
  assert.deepEqual(lines.slice(0, 3), [
    'FAIL  src/b.test.ts > the first',
    'FAIL  src/b.test.ts > the second',
    '',
  ]);
  assert.match(lines[3], /^⎯+ Failed Tests 2/);
  assert.ok(lines.includes('TestingLibraryElementError: Unable to find role="dialog"'));
  assert.equal(lines.at(-1), '      Tests  2 failed | 636 passed (638)');
  assert.ok(!lines.some((line) => line.includes('\x1b') || line.includes('Start at')));
});

test("what the task's mock server logged follows the report, its first lines", () => {
  const server = [
    'esr-conformance-tests-: the mock server logged:',
    ...Array.from({ length: 30 }, (_, i) => `{"level":40,"n":${i}}`),
  ];
  const lines = failureExcerpt([REPORT, ...server].join('\n'), { serverLines: 3 }).split('\n');
  assert.deepEqual(lines.slice(-5), [
    '',
    'esr-conformance-tests-: the mock server logged:',
    '{"level":40,"n":0}',
    '{"level":40,"n":1}',
    '{"level":40,"n":2}',
  ]);
  assert.equal(lines.at(-6), '      Tests  2 failed | 636 passed (638)');
  assert.ok(!failureExcerpt(REPORT).includes('mock server logged'));
});

test('a long report is cut with the count of what is left; a log without one ends the reprint with its last lines', () => {
  const lines = failureExcerpt(REPORT, { max: 4 }).split('\n');
  // Both names stay, though the second failure's details are cut.
  assert.equal(lines.filter((line) => line.startsWith('FAIL')).length, 2);
  assert.equal(lines.at(-1), "... 7 more lines in the task's log");
  const plain = Array.from({ length: 50 }, (_, index) => `line ${index}`).join('\n');
  assert.deepEqual(failureExcerpt(plain, { tail: 2 }).split('\n'), ['line 48', 'line 49']);
});

/**
 * A checkout with a `web` workspace, and the command that writes a turbo summary of its one task, as
 * `turbo run --summarize` does: a file of its own per run (the shell's pid).
 */
function checkoutWithTask(task) {
  const dir = mkdtempSync(join(tmpdir(), 'steps-'));
  mkdirSync(join(dir, 'web'));
  const summary = JSON.stringify({
    tasks: [{ taskId: '@esr/web#test', cache: { status: 'MISS' }, ...task }],
  });
  return { dir, writeSummary: `mkdir -p .turbo/runs && echo '${summary}' > .turbo/runs/run-$$.json` };
}

test("a failed turbo task's report is printed again at the end of the run, before the table", () => {
  const { dir, writeSummary } = checkoutWithTask({
    logFile: 'web/test.log',
    execution: { startTime: 0, endTime: 1_000, exitCode: 1 },
  });
  writeFileSync(join(dir, 'web', 'test.log'), REPORT);
  // The step writes its summary, then fails.
  const result = runSteps(dir, [`${writeSummary}; exit 1`]);
  assert.equal(result.status, 1, result.stderr);
  const reprint = result.stdout.indexOf('what failed in @esr/web#test (from web/test.log):');
  assert.ok(reprint >= 0, result.stdout);
  assert.ok(result.stdout.indexOf('FAIL  src/b.test.ts > the second', reprint) > reprint);
  assert.ok(result.stdout.indexOf('step times') > reprint);
});

/** A /proc of its own: `uptime`, and per process its stat (ppid, start, user and system ticks) and cwd. */
function fakeProc(processes) {
  const proc = mkdtempSync(join(tmpdir(), 'steps-proc-'));
  writeFileSync(join(proc, 'uptime'), '100.00 150.00\n');
  for (const { pid, ppid, start, user, system, cwd } of processes) {
    mkdirSync(join(proc, String(pid)));
    // pid (comm) state ppid ... utime (14) stime (15) ... starttime (22)
    const fields = ['S', ppid, ...Array(9).fill(0), user, system, ...Array(6).fill(0), start];
    writeFileSync(join(proc, String(pid), 'stat'), `${pid} (node (x)) ${fields.join(' ')} 0 0\n`);
    symlinkSync(cwd, join(proc, String(pid), 'cwd'));
  }
  return proc;
}

test("each workspace's share of a step: by the folder a process works in, a root process by its parent's", () => {
  const root = '/checkout';
  const proc = fakeProc([
    { pid: 10, ppid: 1, start: 10_050, user: 500, system: 100, cwd: '/checkout/e2e' }, // the e2e vitest
    { pid: 11, ppid: 10, start: 10_100, user: 200, system: 0, cwd: '/checkout' }, // its product, at the root
    { pid: 12, ppid: 1, start: 10_100, user: 300, system: 50, cwd: '/checkout/apps/web/src' },
    { pid: 13, ppid: 1, start: 10_100, user: 900, system: 0, cwd: '/elsewhere' }, // not this checkout's
    { pid: 14, ppid: 1, start: 9_000, user: 900, system: 0, cwd: '/checkout/e2e' }, // started before the step
    { pid: 15, ppid: 1, start: 10_100, user: 40, system: 0, cwd: '/checkout' }, // turbo itself
  ]);
  const sampler = cpuSampler(root, { procDir: proc, intervalMs: 60_000 });
  const totals = sampler.stop();
  assert.deepEqual(Object.fromEntries(totals), { e2e: 8, 'apps/web/src': 3.5, '': 0.4 });

  const tasks = [
    { name: '@esr/e2e#test', directory: 'e2e', ms: 1, status: 'ok', task: true },
    { name: '@esr/web#test', directory: 'apps/web', ms: 1, status: 'ok', task: true },
    { name: '@esr/web#build', directory: 'apps/web', ms: 0, status: 'cached', task: true },
    { name: '@esr/sdk#test', directory: 'packages/sdk', ms: 1, status: 'ok', task: true },
  ];
  const { rows, seconds } = withSampledCpu(tasks, totals);
  assert.deepEqual(
    rows.map((row) => row.cpu?.user),
    [8, 3.5, undefined, undefined],
  );
  assert.equal(seconds, 11.5);
  const table = stepTable([
    { name: 'npm run test:workspaces', ms: 2_000, cpu: { user: 12, system: 0 }, status: 'ok' },
    ...rows,
  ]).split('\n');
  assert.equal(
    table
      .find((line) => line.includes('@esr/e2e#test'))
      .trim()
      .split(/ +/)[2],
    '~8.0',
  );
  assert.match(sampledNote(11.5, { user: 12, system: 0 }), /11\.5 of its 12\.0 s \(96%\)/);
});

test("a turbo step's task rows carry their sampled CPU, and the table says what the sample covers", () => {
  const { dir, writeSummary } = checkoutWithTask({
    directory: 'web',
    execution: { startTime: 0, endTime: 3_000, exitCode: 0 },
  });
  // A task that works a second in its folder, then waits long enough to be sampled with it.
  const work = 'for (let i = 0; process.cpuUsage().user < 1e6; ) while (++i % 1e6);';
  const command = `(cd web && node -e "${work} setTimeout(() => {}, 1500)") && ${writeSummary}`;
  const result = runSteps(dir, [command]);
  assert.equal(result.status, 0, result.stderr);
  const row = result.stdout.split('\n').find((line) => line.startsWith('  @esr/web#test'));
  const [, cpu] = row?.match(/ ~(\d+\.\d) {2}ok$/) ?? [];
  assert.ok(Number(cpu) >= 0.9, `the task's sampled CPU: ${row}`);
  assert.match(result.stdout, /its tasks' CPU sampled each second from \/proc/);

  // Run inside another steps run (`.ci/run`'s `npm test`), only the outer samples, and its table says so.
  const nested = runSteps(dir, [
    `${JSON.stringify(process.execPath)} ${JSON.stringify(STEPS)} ${JSON.stringify(command)}`,
  ]);
  assert.equal(nested.status, 0, nested.stderr);
  const tables = nested.stdout.split('step times').slice(1);
  assert.equal(tables.length, 2);
  assert.doesNotMatch(tables[0], /~\d|sampled each second/);
  assert.match(tables[1], / {2}@esr\/web#test .* ~\d+\.\d {2}ok/);
});
