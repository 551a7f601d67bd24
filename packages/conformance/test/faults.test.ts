import { createControlClient, type ControlSchemas } from '@esr/sdk/control';
import { describe, expect, it } from 'vitest';
import type { RuleId, SuiteName } from '../src/model';
import { exitCodeOf } from '../src/report/verdict';
import { errorFindings, mockUrl, newSession, runKit } from './support/run';

// The kit must be able to fail against the mock itself: each control-API deviation (PUT /__mock/faults
// with `deviation`) breaks the contract one way in a world of its own, and the kit must name the rule it
// broke on the operation that broke it, and exit non-zero. (deviations.test.ts does the same through
// proxies, for deviations the mock has no fault for.)

type Deviation = NonNullable<ControlSchemas['Fault']['deviation']>;

const CASES: { deviation: Deviation; operationId: string; rule: RuleId; suites: SuiteName[] }[] = [
  { deviation: 'wrong-shape', operationId: 'getProfile', rule: 'body-schema', suites: ['shape'] },
  {
    deviation: 'undocumented-status',
    operationId: 'listVideos',
    rule: 'status-documented',
    suites: ['shape'],
  },
  { deviation: 'missing-header', operationId: 'generateToken', rule: 'response-header', suites: ['shape'] },
  { deviation: 'server-error', operationId: 'getLeaderboard', rule: 'server-error', suites: ['shape'] },
  {
    deviation: 'double-credit',
    operationId: 'updateDailyStreak',
    rule: 'checkin-once',
    suites: ['behaviour'],
  },
];

describe('the kit against the mock with a control-API deviation', () => {
  for (const { deviation, operationId, rule, suites } of CASES) {
    it(`reports ${rule} on ${operationId} for the ${deviation} fault`, async () => {
      const session = newSession();
      const control = createControlClient({ baseUrl: mockUrl(), session });
      const put = await control.PUT('/faults', { body: { operationId, deviation } });
      expect(put.response.status).toBe(200);
      const report = await runKit({ session, suites, runs: 4 });
      const findings = errorFindings(report);
      const named = findings.filter((f) => f.rule === rule && f.operationId === operationId);
      expect(
        named.length,
        JSON.stringify(findings.map((f) => [f.rule, f.operationId, f.message])),
      ).toBeGreaterThan(0);
      expect(exitCodeOf(report)).toBe(1);
    });
  }

  it('refuses a missing-header fault on an operation whose answer has no header', async () => {
    const control = createControlClient({ baseUrl: mockUrl(), session: newSession() });
    const put = await control.PUT('/faults', {
      body: { operationId: 'getProfile', deviation: 'missing-header' },
    });
    expect(put.response.status).toBe(400);
    expect(put.error?.message).toMatch(/has no header to leave out/);
  });
});
