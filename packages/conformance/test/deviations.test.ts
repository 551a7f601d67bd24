import { afterEach, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../src/report/summary';
import { DEVIATING_SERVERS } from './support/deviations';
import { startProxy, type Proxy } from './support/proxy';
import { errorFindings, mockUrl, newSession, runKit } from './support/run';

// The kit must be able to fail: each deviating server breaks the contract one way, and the kit must
// name the rule it broke, on the operation that broke it, and exit non-zero.

describe('the kit against deviating servers', () => {
  let proxy: Proxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  for (const make of DEVIATING_SERVERS) {
    const server = make();
    it(`reports ${server.rule} on ${server.operationId} when the server ${server.name}`, async () => {
      const session = newSession();
      proxy = await startProxy(mockUrl(), session, server.deviation);
      const report = await runKit({ baseUrl: proxy.url, session, suites: server.suites, runs: 6 });
      const named = errorFindings(report).filter(
        (f) => f.rule === server.rule && f.operationId === server.operationId,
      );
      expect(
        named.length,
        `findings: ${JSON.stringify(errorFindings(report).map((f) => [f.rule, f.operationId, f.message]))}`,
      ).toBeGreaterThan(0);
      expect(named[0]?.message).toBeTruthy();
      expect(exitCodeOf(report)).toBe(1);
    });
  }

  it('reports nothing through a proxy that alters nothing', async () => {
    const session = newSession();
    proxy = await startProxy(mockUrl(), session);
    const report = await runKit({ baseUrl: proxy.url, session, suites: ['shape', 'auth'] });
    expect(errorFindings(report)).toEqual([]);
  });
});
