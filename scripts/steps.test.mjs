// The step-time table that `npm test` and `.ci/run` print (scripts/steps.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stepsOf, stepTable, turboTaskRows } from './steps.mjs';

test('a row per step, turbo tasks indented under theirs and not counted twice in the total', () => {
  const table = stepTable([
    { name: 'npm run lint', ms: 61_250, status: 'ok' },
    { name: 'npm run test:workspaces', ms: 300_000, status: 'ok' },
    { name: '@esr/e2e#test', ms: 200_000, status: 'ok', task: true },
  ]);
  const lines = table.split('\n');
  assert.match(lines[0], /^step +seconds {2}result$/);
  assert.match(lines[1], /^npm run lint +61\.3 {2}ok$/);
  assert.match(lines[3], /^ {2}@esr\/e2e#test +200\.0 {2}ok$/);
  assert.match(lines[4], /^total +361\.3$/);
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
