import { SEEDED } from '@esr/test-support';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVIATING_SERVERS } from './support/deviations';
import { startProxy } from './support/proxy';
import { createControlClient } from '@esr/sdk/control';
import type { Report } from '../src/model';
import { explain, mockUrl, newSession, TEST_LATENCY_BUDGET_MS } from './support/run';

// The command line as CI runs it: its exit code, its summary and the report files it writes. Its two
// green runs are also the kit's every-suite runs against the mock (what they played, which operations
// they called, read from report.json): the kit is run once per profile, not once here and once in
// conformance.test.ts.

const run = promisify(execFile);
const PACKAGE_DIR = join(import.meta.dirname, '..');

async function cli(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: PACKAGE_DIR,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'esr-conformance-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const common = (baseUrl: string, report: string) => [
  '--base-url',
  baseUrl,
  '--msisdn',
  SEEDED.newTrial,
  '--seed',
  '99',
  '--only',
  'shape,auth',
  '--report',
  report,
  '--header',
  `x-mock-session: ${newSession()}`,
  // A shared, loaded machine: answer times say nothing about the mock here (see support/run.ts).
  '--latency-budget',
  '60000',
];

describe('npm run conformance', () => {
  it.each(['full', 'spec'] as const)(
    'runs every suite green against the mock on the %s profile, as CI runs it, and writes the HTML and JUnit reports',
    async (profile) => {
      const session = newSession();
      const control = createControlClient({ baseUrl: mockUrl(), session });
      expect((await control.PUT('/profile', { body: { profile } })).error).toBeUndefined();
      const report = join(dir, `green-${profile}`);
      const { code, output } = await cli([
        '--base-url',
        mockUrl(),
        '--msisdn',
        SEEDED.newTrial,
        '--rich-msisdn',
        SEEDED.withStreak,
        '--profile',
        profile,
        '--seed',
        '99',
        // The machine CI shares says nothing of the mock's answer times (support/run.ts); the latency
        // rule has its own deviating server, with the default budget.
        '--latency-budget',
        String(TEST_LATENCY_BUDGET_MS),
        '--report',
        report,
        '--header',
        `x-mock-session: ${session}`,
      ]);
      expect(output).toContain('Result: CONFORMS');
      expect(output).toContain('seed 99 (replay with --seed 99)');
      for (const suite of ['shape', 'robustness', 'auth', 'behaviour']) expect(output).toContain(suite);
      expect(code).toBe(0);
      expect(await readFile(join(report, 'junit.xml'), 'utf8')).toContain('failures="0"');
      expect(await readFile(join(report, 'report.html'), 'utf8')).toContain(
        '<span class="verdict ok">CONFORMS</span>',
      );

      const written = JSON.parse(await readFile(join(report, 'report.json'), 'utf8')) as Report;
      expect(explain(written)).toBe('');
      expect(new Set(written.cases.map((c) => c.suite))).toEqual(
        new Set(['shape', 'robustness', 'auth', 'behaviour']),
      );
      // Every scenario really played: none skipped.
      const behaviour = written.cases.filter((c) => c.suite === 'behaviour');
      expect(behaviour.length).toBeGreaterThan(5);
      expect(behaviour.map((c) => c.skipped)).toEqual(behaviour.map(() => undefined));
      if (profile === 'full') {
        const notes = behaviour.flatMap((c) => c.notes).join('\n');
        expect(notes).toMatch(/claimed 15 credits: 0 -> 15/);
        expect(notes).toMatch(/redeemed PUBG Mobile UC 300 for 1000: 30000 -> 29000/);
        expect(notes).toMatch(/level 1 passed for 30/);
        const uncalled = Object.entries(written.coverage).filter(([, c]) => Object.keys(c.seen).length === 0);
        expect(uncalled.map(([id]) => id)).toEqual([]);
      }
    },
  );

  it('exits 1 against a deviating server and names the rule in every report', async () => {
    const session = newSession();
    const server = DEVIATING_SERVERS.map((make) => make()).find((s) => s.rule === 'status-documented')!;
    const proxy = await startProxy(mockUrl(), session, server.deviation);
    try {
      const report = join(dir, 'red');
      const { code, output } = await cli(common(proxy.url, report));
      expect(output).toContain('[status-documented] listVideos: status 202 is not documented');
      expect(code).toBe(1);
      expect(await readFile(join(report, 'junit.xml'), 'utf8')).toContain('type="status-documented"');
      expect(await readFile(join(report, 'report.html'), 'utf8')).toContain(
        '<span class="rule">status-documented</span>',
      );
    } finally {
      await proxy.close();
    }
  });

  it('exits 2 with the usage when called wrongly', async () => {
    const { code, output } = await cli(['--msisdn', SEEDED.newTrial]);
    expect(code).toBe(2);
    expect(output).toContain('--base-url and --msisdn are required');
  });
});
