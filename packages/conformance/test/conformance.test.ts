import { SEEDED } from '@esr/test-support';
import { createControlClient } from '@esr/sdk/control';
import { describe, expect, it } from 'vitest';
import { warningsOf } from '../src/model';
import { consoleSummary } from '../src/report/console';
import { exitCodeOf } from '../src/report/verdict';
import { errorFindings, explain, mockUrl, newSession, runKit } from './support/run';

// The kit against the real mock server: the spec profile's warnings, and --read-only as harmless as it
// says (the green runs on both profiles are cli.test.ts's).

/** Operations that write: a --read-only run must never call one. */
const WRITING = [
  'updateDailyStreak',
  'selectDailyGame',
  'submitDailyEntry',
  'submitChallengeEntry',
  'tournamentCheckin',
  'enterEslGame',
  'submitEslGameResult',
  'exitEslGame',
  'completeProfile',
  'redeemItem',
  'redeemClaim',
  'gamenowNotify',
  'reportFieldVitals',
];

// The every-suite runs on both profiles (green, every scenario played, every operation called) are the
// command line's, as CI runs it: cli.test.ts.
describe('the kit against the mock server', () => {
  it('with --profile spec, warns about every designed field a world on the full profile answers', async () => {
    const report = await runKit({ profile: 'spec', worldProfile: 'full', suites: ['shape'] });
    const fields = warningsOf(report).filter((w) => w.rule === 'x-designed-field');
    expect(fields.map((w) => `${w.operationId} ${w.message}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^getLeaderboard .*\/data\/\*\/rank/)]),
    );
    expect(errorFindings(report)).toEqual([]);
  });

  it('with --read-only calls no operation that writes', async () => {
    const session = newSession();
    const control = createControlClient({ baseUrl: mockUrl(), session });
    const report = await runKit({ session, readOnly: true, runs: 3 });
    expect(explain(report)).toBe('');
    const { data } = await control.GET('/journal');
    const called = new Set(data?.entries.map((entry) => entry.operationId));
    expect(WRITING.filter((id) => called.has(id))).toEqual([]);
    expect(called.has('getProfile')).toBe(true);
    expect(report.cases.filter((c) => c.suite === 'behaviour').every((c) => c.skipped)).toBe(true);
    // ...and says so: never "every rule exercised" (issue 40).
    expect(exitCodeOf(report)).toBe(0);
    const result = consoleSummary(report).split('\n').at(-1)!;
    expect(result).toMatch(
      /^Result: CONFORMS within --read-only: 9 rules not exercised: checkin-once, .*, balance-non-negative; 13 operations never called: updateDailyStreak, /,
    );
    expect(result).not.toContain('every rule exercised');
  });
});

describe('the auth suite and expired tokens', () => {
  async function expiredToken(session: string): Promise<string> {
    const response = await fetch(`${mockUrl()}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-session': session },
      body: JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }),
    });
    const token = response.headers.get('access_token') ?? '';
    // Two days later by the session's clock: the token has expired, the subscriber is still active.
    await createControlClient({ baseUrl: mockUrl(), session }).POST('/clock', { body: { advanceDays: 2 } });
    return token;
  }

  it('sees a genuinely expired token refused on every secured operation', async () => {
    const session = newSession();
    const report = await runKit({
      session,
      msisdn: SEEDED.withStreak,
      expiredToken: await expiredToken(session),
      suites: ['auth'],
    });
    expect(explain(report)).toBe('');
    expect(report.cases.filter((c) => c.notes.some((n) => n.includes('expired'))).length).toBeGreaterThan(20);
  });

  it('reports a token passed as expired that the server still accepts', async () => {
    const session = newSession();
    const live = await fetch(`${mockUrl()}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-session': session },
      body: JSON.stringify({ msisdn: SEEDED.newTrial, refferer: null }),
    });
    const report = await runKit({
      session,
      expiredToken: live.headers.get('access_token') ?? '',
      suites: ['auth'],
    });
    const broken = errorFindings(report);
    expect(broken.length).toBeGreaterThan(20);
    expect(broken.every((f) => f.rule === 'auth-401' && f.message.startsWith('expired'))).toBe(true);
  });
});
