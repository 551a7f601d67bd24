import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../src/model';
import { consoleSummary } from '../src/report/console';
import { junitXml } from '../src/report/junit';
import { exitCodeOf } from '../src/report/verdict';
import type { Answer, Deviation, Forwarded } from './support/proxy';
import { startProxy, type Proxy } from './support/proxy';
import { errorFindings, mockUrl, newSession, runKit } from './support/run';

// An outage is not a violation (src/outage.ts): a backend that never answers, or stops answering, makes
// the run COULD NOT RUN or COULD NOT FINISH (exit 2), and JUnit marks its cases as errors, never as
// failures. A live backend's 5xx stays a violation, even as an HTML page, even on several operations.

const GATEWAY_PAGE: Answer = {
  status: 503,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from('<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>'),
};

/** A gateway whose backend is gone: its own 503 page to every call. */
const gatewayDown: Deviation = { intercept: () => GATEWAY_PAGE };

/** The backend answers `calls` calls, then every connection is dropped (it died). */
function diesAfter(calls: number): Deviation {
  let seen = 0;
  return { drop: () => (seen += 1) > calls };
}

/** The backend answers `calls` calls, then its gateway answers its 503 page. */
function gatewayPageAfter(calls: number): Deviation {
  let seen = 0;
  return { intercept: () => ((seen += 1) > calls ? GATEWAY_PAGE : undefined) };
}

/** Every tournament call crashes with the framework's HTML page; the rest of the backend answers. */
const tournamentsCrash: Deviation = {
  intercept: (request: Forwarded) =>
    request.url.startsWith('/api/v1/tournament')
      ? {
          ...GATEWAY_PAGE,
          status: 500,
          body: Buffer.from('<pre>Error: relation "tournaments" does not exist</pre>'),
        }
      : undefined,
};

const calls = (report: Report) =>
  Object.values(report.coverage).reduce((n, c) => n + Object.values(c.seen).reduce((a, b) => a + b, 0), 0);

describe('an outage', () => {
  let proxy: Proxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  async function through(deviation: Deviation, options: Parameters<typeof runKit>[0] = {}) {
    const session = newSession();
    proxy = await startProxy(mockUrl(), session, deviation);
    return runKit({ baseUrl: proxy.url, session, ...options });
  }

  it('is COULD NOT RUN (exit 2) behind a gateway answering its 503 page to everything, with no failure in JUnit', async () => {
    const report = await through(gatewayDown);
    expect(exitCodeOf(report)).toBe(2);
    expect(report.unreachable).toBe('503 text/html');
    expect(consoleSummary(report)).toMatch(/Result: COULD NOT RUN: .* never answered \(503 text\/html\)/);
    expect(errorFindings(report)).toEqual([]);
    const xml = junitXml(report);
    expect(xml).not.toContain('<failure');
    expect(xml).toMatch(/<testsuites name="conformance" tests="\d+" failures="0" errors="[1-9]/);
    expect(xml).toContain('could not finish: ');
  });

  it('is COULD NOT FINISH (exit 2) when the backend dies part-way, and stops calling it', async () => {
    const report = await through(diesAfter(40));
    expect(exitCodeOf(report)).toBe(2);
    expect(report.outage).toMatchObject({ answeredBefore: 40, cause: expect.stringMatching(/fetch failed/) });
    expect(report.outage!.operations.length).toBeGreaterThanOrEqual(3);
    expect(consoleSummary(report)).toMatch(
      /Result: COULD NOT FINISH: the backend stopped answering after 40 answered calls: .*an outage, not a verdict on the backend/,
    );
    expect(errorFindings(report).filter((f) => f.rule === 'no-answer')).toEqual([]);
    expect(junitXml(report)).not.toContain('<failure');
    // The kit stops at the outage: the suites after it would only wait for a backend that is gone.
    expect(calls(report)).toBeLessThan(100);
  });

  it("is COULD NOT FINISH when the gateway answers its 503 page part-way, whatever the page's status says", async () => {
    const report = await through(gatewayPageAfter(60), { suites: ['shape', 'auth'] });
    expect(exitCodeOf(report)).toBe(2);
    expect(report.outage?.cause).toBe('503 text/html');
    expect(errorFindings(report)).toEqual([]);
  });

  it('is violations (exit 1) when three operations in a row crash with an HTML page but the backend answers the rest', async () => {
    const report = await through(tournamentsCrash, { suites: ['shape'] });
    expect(report.outage).toBeUndefined();
    expect(report.unreachable).toBeUndefined();
    expect(exitCodeOf(report)).toBe(1);
    const crashed = new Set(
      errorFindings(report)
        .filter((f) => f.rule === 'server-error')
        .map((f) => f.operationId),
    );
    expect([...crashed].sort()).toEqual(['listTournaments', 'tournamentCheckin', 'viewTournament']);
  });
});
