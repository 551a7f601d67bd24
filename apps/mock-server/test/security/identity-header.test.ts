import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, server } from '../harness';

// Issue 14, finding 9: identity is the phone number by the spec's design: jt/gen gives any subscribed
// number's token to whoever asks. A deployment behind the operator's gateway (header enrichment on
// mobile data) can set IDENTITY_HEADER: then a token is issued only for the number the gateway vouches for.

describe('IDENTITY_HEADER (issue 14, finding 9)', () => {
  const tokenFor = (s: Awaited<ReturnType<typeof server>>, msisdn: string, vouched?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: vouched === undefined ? {} : { 'x-msisdn': vouched },
      payload: { msisdn },
    });

  it('issues a token only for the number the gateway set in the header', async () => {
    const s = await server({ identityHeader: 'x-msisdn', trustProxy: 1 });
    expect((await tokenFor(s, SEEDED.withStreak, SEEDED.withStreak)).statusCode).toBe(200);
    for (const vouched of [SEEDED.newTrial, '', undefined]) {
      const response = await tokenFor(s, SEEDED.withStreak, vouched);
      expect(response.statusCode, String(vouched)).toBe(403);
      expect(response.headers['access_token']).toBeUndefined();
      expect(json(response)).toMatchObject({ success: false, code: 'IDENTITY_MISMATCH' });
    }
  });

  it('the landing stand-in subscribes only the vouched number', async () => {
    const s = await server({ identityHeader: 'x-msisdn', trustProxy: 1 });
    const post = (vouched: string) =>
      s.app.inject({
        method: 'POST',
        url: '/stand-ins/landing',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-msisdn': vouched },
        payload: 'number=03331234567',
      });
    expect((await post('923339999999')).statusCode).toBe(403);
    expect(s.app.sessions.main.store.subscriptionStatus('923331234567')).toBe('unknown');
    expect((await post('923331234567')).statusCode).toBe(303);
  });

  it('is off by default: any subscribed number gets its token (the spec’s design)', async () => {
    const s = await server();
    expect((await tokenFor(s, SEEDED.withStreak, SEEDED.newTrial)).statusCode).toBe(200);
  });
});
