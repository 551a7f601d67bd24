import { SEEDED } from '@esr/test-support';
import { decodeAccessToken } from '@esr/sdk';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

const streak = (app: Awaited<ReturnType<typeof server>>['app'], authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/active-streak',
    headers: authorization ? { authorization } : {},
  });

describe('POST /v1/jt/gen', () => {
  it('answers a signed token in the access_token header, exposed to browsers', async () => {
    const { app } = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: { origin: 'http://localhost:5173' },
      payload: { msisdn: SEEDED.withStreak, refferer: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toContain('access_token');
    const claims = decodeAccessToken(response.headers['access_token'] as string);
    expect(claims).toMatchObject({ msisdn: SEEDED.withStreak, gn: 0 });
    expect(claims!.exp - claims!.iat).toBe(3600);
  });

  it('sets gn = 1 only when refferer is gamenow', async () => {
    const { token } = await server();
    expect(decodeAccessToken(await token(SEEDED.gamenow, 'gamenow'))?.gn).toBe(1);
    expect(decodeAccessToken(await token(SEEDED.gamenow, 'GameNow'))?.gn).toBe(0);
  });

  it('gives no token to an unknown number, an unsubscribed one or a trial that has ended (403, one answer)', async () => {
    const { app, control } = await server();
    const jtGen = (msisdn: string) =>
      app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn } });
    const unknown = await jtGen('923219999999');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.headers['access_token']).toBeUndefined();
    expect(json(unknown)).toEqual({
      success: false,
      message: 'This number is not subscribed. Subscribe on the landing page.',
      code: 'NOT_SUBSCRIBED',
    });
    const unsubscribed = await jtGen(SEEDED.unsubscribed);
    expect(unsubscribed.headers['access_token']).toBeUndefined();
    expect([unsubscribed.statusCode, unsubscribed.body]).toEqual([403, unknown.body]);
    await control('POST', '/clock', { advanceDays: 2 });
    const trialEnded = await jtGen('923001234567');
    expect([trialEnded.statusCode, trialEnded.body]).toEqual([403, unknown.body]);
  });

  it('rate limits token requests per IP (429 in the error shape)', async () => {
    const { app } = await server({ tokenRateLimit: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: SEEDED.withStreak } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('bearer tokens', () => {
  it('accept a valid token', async () => {
    const { app, token } = await server();
    expect((await streak(app, `Bearer ${await token(SEEDED.withStreak)}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['not a bearer', 'Basic abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answer 401 for %s', async (_label, header) => {
    const { app } = await server();
    const response = await streak(app, header);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false });
  });

  it('answer 401 for a tampered signature, alg none, another secret and an expired token', async () => {
    const { app, token, control } = await server({ jwtTtlSeconds: 60 });
    const good = await token(SEEDED.withStreak);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ msisdn: '923110000001', gn: 1, iat: 1, exp: 9999999999 }),
    ).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const otherSecret = await new SignJWT({ msisdn: SEEDED.withStreak, gn: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    for (const bad of [`${header}.${forged}.${signature}`, none, otherSecret]) {
      expect((await streak(app, `Bearer ${bad}`)).statusCode).toBe(401);
    }
    await control('POST', '/clock', { now: new Date(Date.now() + 61_000).toISOString() });
    expect((await streak(app, `Bearer ${good}`)).statusCode).toBe(401);
  });

  it('stop working once the number unsubscribes', async () => {
    const { app, token } = await server();
    const auth = `Bearer ${await token(SEEDED.withStreak)}`;
    app.sessions.main.store.unsubscribe(SEEDED.withStreak);
    expect((await streak(app, auth)).statusCode).toBe(401);
  });
});
