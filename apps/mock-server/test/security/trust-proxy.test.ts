import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { server } from '../harness';

// Issue 14, finding 4: behind the demo's nginx every request came from nginx's address, so one client
// used up the token rate limit of everyone. With TRUST_PROXY=1 (the compose demo sets it) the limit is
// per client, by the address nginx appends to X-Forwarded-For.

type S = Awaited<ReturnType<typeof server>>;
const tokenFrom = (s: S, forwardedFor: string) =>
  s.app.inject({
    method: 'POST',
    url: '/api/v1/jt/gen',
    remoteAddress: '172.18.0.3', // nginx, in the compose network
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { msisdn: SEEDED.withStreak },
  });

describe('TRUST_PROXY (issue 14, finding 4)', () => {
  it('counts token requests per client behind one proxy', async () => {
    const s = await server({ tokenRateLimit: 2, trustProxy: 1 });
    const first = [
      await tokenFrom(s, '203.0.113.7'),
      await tokenFrom(s, '203.0.113.7'),
      await tokenFrom(s, '203.0.113.7'),
    ];
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    // Another subscriber's phone, through the same nginx: its own bucket.
    expect((await tokenFrom(s, '198.51.100.20')).statusCode).toBe(200);
  });

  it('uses the address the proxy saw, not one a client wrote into X-Forwarded-For itself', async () => {
    const s = await server({ tokenRateLimit: 2, trustProxy: 1 });
    // nginx appends the real address: a client cannot pick a fresh bucket by spoofing the header.
    const codes = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      codes.push((await tokenFrom(s, `${spoofed}, 203.0.113.7`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it('without it, trusts no header: the connection’s address is the client', async () => {
    const s = await server({ tokenRateLimit: 2 });
    const codes = [];
    for (const client of ['203.0.113.7', '198.51.100.20', '192.0.2.1'])
      codes.push((await tokenFrom(s, client)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
