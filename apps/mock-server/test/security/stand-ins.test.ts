import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, server } from '../harness';

// Issue 14, finding 2: the stand-ins were mounted in production, and anyone could unsubscribe (or
// subscribe) any number, form-encoded too; the landing page gave a number just unsubscribed a new
// free trial. Now: mounted in mock mode or with STAND_INS; the unsubscribe service acts only for the
// caller's own number; forms from other sites are refused; a known number gets no second trial.

const PRODUCTION = { mockMode: false, standIns: false, corsOrigins: [] as string[] };
const form = (fields: Record<string, string>, origin?: string) => ({
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(origin ? { origin } : {}),
  },
  payload: new URLSearchParams(fields).toString(),
});

type S = Awaited<ReturnType<typeof server>>;
const encrypt = async (s: S, mobile: string, authorization?: string) =>
  s.app.inject({
    method: 'POST',
    url: '/stand-ins/unsubscribe/encrypt',
    headers: authorization ? { authorization } : {},
    payload: { mobile, domainName: 'portal.example.pk' },
  });

describe('where the stand-ins are mounted', () => {
  it('not in production unless STAND_INS is on', async () => {
    const off = await server(PRODUCTION);
    for (const url of ['/stand-ins/landing', '/stand-ins/unsubscribe/']) {
      expect((await off.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await encrypt(off, SEEDED.withStreak)).statusCode).toBe(404);
    const on = await server({ ...PRODUCTION, standIns: true });
    expect((await on.app.inject({ method: 'GET', url: '/stand-ins/landing' })).statusCode).toBe(200);
  });
});

describe('the unsubscribe stand-in acts only for the caller', () => {
  it('refuses a caller without a token (401), and another number than the token’s (403)', async () => {
    const s = await server();
    const anonymous = await encrypt(s, SEEDED.withStreak);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ status: false });
    const someoneElse = await encrypt(s, SEEDED.withStreak, `Bearer ${await s.token(SEEDED.newTrial)}`);
    expect(someoneElse.statusCode).toBe(403);
    expect(json(someoneElse).message).toMatch(/only your own number/);
    expect(s.app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('active');
  });

  it('refuses a form-encoded encrypt call (415)', async () => {
    const s = await server();
    const response = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/encrypt',
      headers: {
        authorization: `Bearer ${await s.token(SEEDED.withStreak)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ mobile: SEEDED.withStreak, domainName: 'x' }).toString(),
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a confirmation posted from another site, and a link that has expired', async () => {
    const s = await server();
    const values = json<{ mobile: string; domainName: string }>(
      await encrypt(s, SEEDED.withStreak, `Bearer ${await s.token(SEEDED.withStreak)}`),
    );
    const foreign = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/confirm',
      ...form(values, 'https://evil.example'),
    });
    expect(foreign.statusCode).toBe(403);
    expect(s.app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('active');
    await s.control('POST', '/clock', { advanceDays: 1 / 24 });
    const late = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/confirm',
      ...form(values),
    });
    expect(late.statusCode).toBe(400);
    expect(s.app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('active');
  });

  it('a link made in one world does not act in another', async () => {
    const s = await server();
    const values = json<{ mobile: string; domainName: string }>(
      await encrypt(s, SEEDED.withStreak, `Bearer ${await s.token(SEEDED.withStreak)}`),
    );
    const elsewhere = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/unsubscribe/confirm',
      ...form(values),
      headers: { ...form(values).headers, 'x-mock-session': 'another-world' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('the landing stand-in', () => {
  it('gives a number that was unsubscribed a paying subscription, not a second free trial', async () => {
    const s = await server();
    const response = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/landing',
      ...form({ number: '03009990000' }),
    });
    expect(response.statusCode).toBe(303);
    const row = s.app.sessions.main.store.db
      .prepare('SELECT status, trial_ends_at FROM subscribers WHERE msisdn = ?')
      .get(SEEDED.unsubscribed);
    expect(row).toEqual({ status: 'active', trial_ends_at: null });
  });

  it('refuses a form posted from another site (403): it would subscribe a victim to a paid service', async () => {
    const s = await server();
    const response = await s.app.inject({
      method: 'POST',
      url: '/stand-ins/landing',
      ...form({ number: '03331234567' }, 'https://evil.example'),
    });
    expect(response.statusCode).toBe(403);
    expect(s.app.sessions.main.store.subscriptionStatus('923331234567')).toBe('unknown');
  });

  it("serves its pages with a referrer policy that lets the browser send their forms' origin", async () => {
    const s = await server();
    const page = await s.app.inject({ method: 'GET', url: '/stand-ins/landing' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('takes a form posted with Origin null only when the browser says it is same-origin', async () => {
    const s = await server();
    const post = (number: string, site: string) =>
      s.app.inject({
        method: 'POST',
        url: '/stand-ins/landing',
        ...form({ number }, 'null'),
        headers: { ...form({ number }, 'null').headers, 'sec-fetch-site': site },
      });
    expect((await post('03331234561', 'cross-site')).statusCode).toBe(403);
    expect((await post('03331234562', 'same-origin')).statusCode).toBe(303);
  });

  it('takes a form from its own page and from the development server', async () => {
    const s = await server();
    for (const [origin, number] of [
      ['http://localhost:80', '03331234567'],
      ['http://localhost:5173', '03331234568'],
    ] as const) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/stand-ins/landing',
        ...form({ number }, origin),
      });
      expect(response.statusCode, origin).toBe(303);
    }
  });
});
