import { describe, expect, it } from 'vitest';
import type { Report } from '../model';
import { consoleSummary } from './console';
import { htmlReport } from './html';
import { junitXml } from './junit';
import { exitCodeOf } from './summary';

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
    seed: 42,
    contractTitle: 'E-sports rewards portal API',
    contractVersion: '1.0.0',
    startedAt: '2026-11-24T10:00:00.000Z',
    durationMs: 1234,
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
};

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
    expect(text).toContain('Result: 1 violation, 1 warning (seed 42)');
  });
});
