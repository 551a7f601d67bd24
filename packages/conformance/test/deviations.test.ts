import { afterEach, describe, expect, it } from 'vitest';
import { RULES } from '../src/model';
import { exitCodeOf } from '../src/report/verdict';
import { DEVIATING_SERVERS } from './support/deviations';
import { startProxy, type Proxy } from './support/proxy';
import { errorFindings, mockUrl, newSession, runKit } from './support/run';

// The kit must be able to fail: each deviating server breaks the contract one way, and the kit must
// name the rule it broke, on the operation that broke it, and exit non-zero (a warning: report it).

describe('the kit against deviating servers', () => {
  let proxy: Proxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  it('has, for every rule in RULES, a deviating server that makes it fire', () => {
    const shown = new Set(DEVIATING_SERVERS.map((make) => make().rule));
    expect(Object.keys(RULES).filter((rule) => !shown.has(rule as keyof typeof RULES))).toEqual([]);
  });

  for (const make of DEVIATING_SERVERS) {
    const server = make();
    const severity = server.severity ?? 'error';
    it(`reports ${server.rule} on ${server.operationId} when the server ${server.name}`, async () => {
      const session = newSession();
      await server.setup?.(session);
      proxy = await startProxy(mockUrl(), session, server.deviation);
      const report = await runKit({
        baseUrl: proxy.url,
        session,
        suites: server.suites,
        runs: 6,
        ...server.options,
      });
      const all = report.cases.flatMap((c) => c.findings);
      const named = all.filter(
        (f) => f.rule === server.rule && f.operationId === server.operationId && f.severity === severity,
      );
      expect(
        named.length,
        `findings: ${JSON.stringify(all.map((f) => [f.rule, f.operationId, f.severity, f.message]))}`,
      ).toBeGreaterThan(0);
      expect(named[0]?.message).toBeTruthy();
      if (severity === 'error') expect(exitCodeOf(report)).toBe(1);
    });
  }

  it('reports nothing through a proxy that alters nothing', async () => {
    const session = newSession();
    proxy = await startProxy(mockUrl(), session);
    const report = await runKit({ baseUrl: proxy.url, session, suites: ['shape', 'auth'] });
    expect(errorFindings(report)).toEqual([]);
  });
});
