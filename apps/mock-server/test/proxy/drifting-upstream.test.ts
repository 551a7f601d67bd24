import { describe, expect, it } from 'vitest';
import { driftOf, handMadeUpstream, proxyTo } from './support';

// Issue 26, finding 1: one drifted list answer froze the proxy. Ajv's allErrors collected every error
// of a 20,000-item list (its time growing with the square of the answer: 26 s for 200 KB), /healthz
// timed out meanwhile, and a 9.9 MB answer was still being checked after 10 minutes. The check now stops
// after 20 violations and grows linearly: these answers are checked well within the test's timeout.

const AUTH = { authorization: 'Bearer upstream-token' };

/** An upstream answering tournaments/all with `count` items that each break the item's schema. */
async function driftedList(count: number) {
  let answering: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (answering = resolve));
  const upstream = await handMadeUpstream((_received, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"success":true,"data":[${Array(count).fill('{"bad":1}').join(',')}]}`);
    answering();
  });
  return { upstream, started };
}

describe('a drifted answer of a long list', () => {
  it('reports at most 20 violations of a 40,000-item answer, and /healthz answers while it is checked', async () => {
    const { upstream, started } = await driftedList(40_000);
    const proxy = await proxyTo({ url: upstream.url });
    const listed = fetch(`${proxy.url}/api/v1/tournaments/all`, { headers: AUTH });
    await started;
    const health = await fetch(`${proxy.url}/healthz`);
    expect(health.status).toBe(200);
    const answer = await listed;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-contract-violations')).toBe('20');
    expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(40_000);
    const { entries } = await driftOf(proxy.url);
    expect(entries).toHaveLength(20);
    // The first item's own violations come first, each pointing at its field.
    expect(entries[0]).toMatchObject({
      direction: 'response',
      pointer: expect.stringMatching(/^\/body\/data\/0\//),
    });
  });

  it('checks a 9.9 MB answer (under the 10 MB cap) and keeps its 20 first violations; strict mode names them', async () => {
    const { upstream } = await driftedList(1_000_000);
    const proxy = await proxyTo({ url: upstream.url, strict: true });
    const refused = await fetch(`${proxy.url}/api/v1/tournaments/all`, { headers: AUTH });
    expect(refused.status).toBe(502);
    const body = (await refused.json()) as { message: string; violations: unknown[] };
    expect(body.violations).toHaveLength(20);
    expect(body.message).toMatch(
      /^The upstream's answer breaks the contract: response \/body\/data\/0\/.* \(and 19 more\)$/,
    );
    expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
  });
});
