import { describe, expect, it } from 'vitest';
import { NO_ANSWER, SUITES, type Report } from '../model';
import { consoleSummary } from './console';
import { htmlReport } from './html';
import { junitXml } from './junit';
import { exitCodeOf } from './verdict';

const exchange = {
  operationId: 'listVideos',
  request: {
    method: 'GET',
    url: 'http://api.test/api/v1/youtube-videos',
    headers: { authorization: 'Bearer eyJhbGciOi…(120 chars)' },
  },
  response: {
    status: 418,
    headers: { 'content-type': 'application/json' },
    body: '{"message":"<teapot> & co"}',
  },
};

const report: Report = {
  info: {
    baseUrl: 'http://api.test/api',
    msisdn: '923001234567',
    profile: 'full',
    readOnly: false,
    suites: SUITES,
    expiredToken: true,
    seed: 42,
    contractTitle: 'E-sports rewards portal API',
    contractVersion: '1.0.0',
    startedAt: '2026-11-24T10:00:00.000Z',
    durationMs: 1234,
    allowIncomplete: false,
    latencyBudgetMs: 1000,
  },
  cases: [
    {
      suite: 'shape',
      name: 'listVideos (GET /v1/youtube-videos)',
      findings: [
        {
          rule: 'status-documented',
          severity: 'error',
          message: 'status 418 is not documented (200, 401, 500)',
          operationId: 'listVideos',
          exchange,
        },
      ],
      notes: [],
      durationMs: 12,
    },
    {
      suite: 'shape',
      name: 'getProfile',
      findings: [
        {
          rule: 'x-designed-field',
          severity: 'warning',
          message: 'the answer carries /bio',
          operationId: 'getProfile',
        },
      ],
      notes: ['built from the schema: 200'],
      durationMs: 5,
    },
    {
      suite: 'behaviour',
      name: 'check-in once a day',
      findings: [],
      notes: [],
      skipped: 'read-only: the scenario changes state',
      durationMs: 0,
    },
  ],
  coverage: {
    listVideos: {
      method: 'GET',
      path: '/v1/youtube-videos',
      documented: [200, 401, 500],
      seen: { '418': 1, '401': 7 },
    },
    getProfile: {
      method: 'GET',
      path: '/v1/user/profile',
      documented: [200, 401, 404, 500],
      seen: { '200': 3 },
    },
  },
  latency: [{ operationId: 'getProfile', calls: 3, p50: 20, p95: 31, max: 31 }],
};

/** Every case of a run that could not finish: a wrong --msisdn gets no token. */
const nothingRan: Report = {
  ...report,
  cases: report.cases.map((c) => ({
    ...c,
    findings: [],
    skipped: undefined,
    error: 'no token for 923000000000 (generateToken answered 404)',
  })),
};

/** A second run the same day: nothing broken, and today's claim could not be exercised again. */
const secondRun: Report = {
  ...report,
  cases: [
    {
      suite: 'behaviour',
      name: 'check-in once a day',
      findings: [],
      notes: [],
      unchecked: [{ rule: 'checkin-once', reason: "today's reward was already claimed before this run" }],
      durationMs: 40,
    },
  ],
};

/** A conforming run that called every operation: what it says depends on the options it had. */
const conforming: Report = {
  ...report,
  cases: [{ suite: 'shape', name: 'getProfile', findings: [], notes: [], durationMs: 5 }],
  coverage: { getProfile: report.coverage.getProfile! },
};

describe('what a verdict claims', () => {
  it('says "every rule exercised" only for a run its options did not narrow, with --expired-token', () => {
    expect(consoleSummary(conforming)).toContain('Result: CONFORMS: 1 case, every rule exercised;');
    expect(junitXml(conforming)).not.toContain('not-tested');
  });

  it('names, within --read-only, every rule not exercised and every operation not called (exit 0)', () => {
    const readOnly: Report = {
      ...conforming,
      info: { ...conforming.info, readOnly: true },
      coverage: {
        ...conforming.coverage,
        updateDailyStreak: { method: 'POST', path: '/v1/update-daily-streak', documented: [200], seen: {} },
      },
    };
    expect(exitCodeOf(readOnly)).toBe(0);
    const text = consoleSummary(readOnly);
    expect(text).not.toContain('every rule exercised');
    expect(text).toContain(
      'Result: CONFORMS within --read-only: 9 rules not exercised: checkin-once, daily-task, game-challenge, ' +
        'spend-once, redeem-affordable, registration-rules, level-order, credits-reported, balance-non-negative; ' +
        '1 operation never called: updateDailyStreak (1 case);',
    );
    expect(text).toContain('  [checkin-once] The daily check-in credits amount_to_claim once a day');
    expect(text).toContain('  never called: updateDailyStreak');
    const html = htmlReport(readOnly);
    expect(html).toContain(
      '<span class="verdict ok">CONFORMS within <span class="nb">--read-only</span></span>',
    );
    expect(html).toContain('<h2>Not tested within --read-only</h2>');
    const xml = junitXml(readOnly);
    expect(xml).toContain('<testsuite name="not-tested" tests="10" failures="0" errors="0" skipped="10"');
    expect(xml).toMatch(
      /<testcase classname="conformance.not-tested" name="checkin-once: [^"]*" time="0.000">\n\s*<skipped message="not exercised within --read-only"\/>/,
    );
    expect(xml).toContain('<testsuites name="conformance" tests="11" failures="0" errors="0" skipped="10"');
  });

  it('names the rules --only leaves out, suites or scenarios', () => {
    const shapeOnly: Report = { ...conforming, info: { ...conforming.info, suites: ['shape'] } };
    expect(consoleSummary(shapeOnly)).toContain(
      'Result: CONFORMS within --only shape: 14 rules not exercised: robust-rejected, robust-no-5xx, ' +
        'robust-message, robust-unchanged, auth-401, checkin-once,',
    );
    const oneScenario: Report = {
      ...conforming,
      info: { ...conforming.info, suites: ['behaviour'], scenarios: ['level-order'] },
    };
    const text = consoleSummary(oneScenario);
    expect(text).toContain('Result: CONFORMS within --only level-order: 12 rules not exercised:');
    expect(text).toMatch(
      /not exercised: robust-rejected, .*, spend-once, redeem-affordable, registration-rules, ordering \(1 case\)/,
    );
    expect(text).not.toMatch(
      /rules not exercised:[^\n]*(level-order|credits-reported|balance-non-negative|status-documented)/,
    );
  });

  it('says without --expired-token that expired tokens were not tested, and how to test them', () => {
    const noExpiredToken: Report = { ...conforming, info: { ...conforming.info, expiredToken: false } };
    expect(exitCodeOf(noExpiredToken)).toBe(0);
    const text = consoleSummary(noExpiredToken);
    expect(text).toContain(
      'Expired tokens: not tested: the kit cannot sign one; keep the access_token header of a token this ' +
        'server issued (POST /v1/jt/gen) and pass it with --expired-token once its exp has passed.',
    );
    expect(text).toContain(
      'Result: CONFORMS: 1 case, every rule exercised, expired tokens not tested (--expired-token)',
    );
    expect(htmlReport(noExpiredToken)).toContain('Expired tokens: not tested');
    expect(junitXml(noExpiredToken)).toMatch(
      /name="auth-401: a genuinely expired token" time="0.000">\n\s*<skipped message="not tested: the kit cannot sign one;/,
    );
    // A run without the auth suite sent no bad token at all: auth-401 is a rule it left out.
    const noAuth: Report = { ...noExpiredToken, info: { ...noExpiredToken.info, suites: ['shape'] } };
    expect(consoleSummary(noAuth)).not.toContain('Expired tokens');
  });
});

describe('the reports', () => {
  it('fails the run when a rule is broken', () => {
    expect(exitCodeOf(report)).toBe(1);
    expect(exitCodeOf({ ...report, cases: report.cases.slice(1) })).toBe(0);
    expect(exitCodeOf({ ...report, cases: [{ ...report.cases[1]!, error: 'TypeError' }] })).toBe(2);
  });

  it('writes JUnit XML with counts, the failure with its exchange, the skip and the warning', () => {
    const xml = junitXml(report);
    expect(xml).toContain('<testsuites name="conformance" tests="3" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('<testsuite name="shape" tests="2" failures="1"');
    expect(xml).toMatch(
      /<failure message="\[status-documented\] status 418 is not documented[^"]*" type="status-documented">/,
    );
    expect(xml).toContain('-&gt; 418 {&quot;message&quot;:&quot;&lt;teapot&gt; &amp; co&quot;}');
    expect(xml).toContain('<skipped message="read-only: the scenario changes state"/>');
    expect(xml).toContain('warning: [x-designed-field] getProfile: the answer carries /bio');
    expect(xml).toContain('<property name="seed" value="42"/>');
  });

  it('never says CONFORMS when no case could finish (rc 2), in the console, the HTML badge or JUnit', () => {
    expect(exitCodeOf(nothingRan)).toBe(2);
    const text = consoleSummary(nothingRan);
    expect(text).not.toContain('CONFORMS');
    expect(text).toContain('Result: COULD NOT FINISH: 3 of 3 cases could not finish');
    const html = htmlReport(nothingRan);
    expect(html).not.toContain('CONFORMS');
    expect(html).toContain('<span class="verdict ko">COULD NOT FINISH</span>');
    expect(html).toContain('The kit could not finish this case: no token for 923000000000');
    expect(junitXml(nothingRan)).toContain('errors="3"');
  });

  it('says COULD NOT RUN, exit 2, when the server never answered', () => {
    const down: Report = { ...nothingRan, unreachable: 'fetch failed (ECONNREFUSED)' };
    expect(exitCodeOf(down)).toBe(2);
    expect(consoleSummary(down)).toContain(
      'Result: COULD NOT RUN: http://api.test/api never answered (fetch failed (ECONNREFUSED))',
    );
    expect(htmlReport(down)).toContain('<span class="verdict ko">COULD NOT RUN</span>');
  });

  it('reports a rule it could not exercise as such, never as a pass, with its own exit code', () => {
    expect(exitCodeOf(secondRun)).toBe(3);
    const text = consoleSummary(secondRun);
    expect(text).toContain('Result: INCOMPLETE: no rule broken, but not exercised: checkin-once');
    expect(text).toContain(
      "  [checkin-once] behaviour / check-in once a day: today's reward was already claimed before this run",
    );
    expect(text).toContain('behaviour   1 cases: 1 skipped');
    expect(htmlReport(secondRun)).toContain('<span class="verdict ko">INCOMPLETE</span>');
    expect(junitXml(secondRun)).toContain(
      '<skipped message="not exercised: checkin-once: today&apos;s reward was already claimed before this run"/>'.replace(
        '&apos;',
        "'",
      ),
    );
    const allowed = { ...secondRun, info: { ...secondRun.info, allowIncomplete: true } };
    expect(exitCodeOf(allowed)).toBe(0);
    expect(consoleSummary(allowed)).toContain(
      'Result: CONFORMS (INCOMPLETE): not exercised, allowed by --allow-incomplete: checkin-once',
    );
  });

  it('puts the failures before the coverage matrix, and prints the answer times', () => {
    const html = htmlReport(report);
    expect(html.indexOf('<h2>Failures</h2>')).toBeLessThan(html.indexOf('<h2>Coverage'));
    expect(html).toContain('<h2>Answer times (p95 budget 1000 ms)</h2>');
    expect(consoleSummary(report)).toContain(
      'Answer times (ms; p95 budget 1000, 0 over): getProfile 20/31/31 (3)',
    );
  });

  it('writes one HTML page: verdict, coverage matrix, failure with request, answer and rule', () => {
    const html = htmlReport(report);
    expect(html).toContain('1 violation</span>');
    expect(html).toContain('Coverage: 2 of 7 documented statuses seen');
    expect(html).toContain('<td class="bad">418×1</td>');
    expect(html).toContain('<td class="unseen" title="404 documented, never seen">');
    expect(html).toContain('<td class="seen" title="401 seen 7 times">7</td>');
    expect(html).toContain('The answer has a status the contract documents for the operation.');
    expect(html).toContain('&lt;teapot&gt; &amp; co');
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it('prints a summary that names the seed, the failure and the coverage', () => {
    const text = consoleSummary(report);
    expect(text).toContain('seed 42 (replay with --seed 42)');
    expect(text).toContain('FAIL shape / listVideos (GET /v1/youtube-videos)');
    expect(text).toContain('  [status-documented] listVideos: status 418 is not documented (200, 401, 500)');
    expect(text).toContain('undocumented statuses answered: listVideos 418');
    expect(text).toContain('Result: 1 violation: 1 of 3 cases broke a rule; 1 warning (seed 42, exit 1)');
  });

  it('counts calls that got no answer apart: not an undocumented status', () => {
    const dropped: Report = {
      ...conforming,
      coverage: {
        getProfile: { ...report.coverage.getProfile!, seen: { '200': 3, [NO_ANSWER]: 2 } },
      },
    };
    const text = consoleSummary(dropped);
    expect(text).toContain('Coverage: 1 of 4 documented statuses seen; calls with no answer: getProfile ×2');
    expect(text).not.toContain('undocumented');
    expect(htmlReport(dropped)).not.toContain('class="bad"');
    expect(htmlReport(dropped)).toContain('no answer×2');
  });
});
