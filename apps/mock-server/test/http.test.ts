import { SEEDED } from '@esr/test-support';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/plugins/security-headers';
import { server } from './harness';

describe('over real HTTP (supertest)', () => {
  it('answers CORS preflights for the browser, allowing the session header and exposing the token', async () => {
    const { app } = await server();
    await app.ready();
    const preflight = await request(app.server)
      .options('/api/v1/jt/gen')
      .set('origin', 'http://localhost:5173')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type,x-mock-session');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-mock-session');
    const token = await request(app.server)
      .post('/api/v1/jt/gen')
      .set('origin', 'http://localhost:5173')
      .send({ msisdn: SEEDED.withStreak, refferer: null });
    expect(token.status).toBe(200);
    expect(token.headers['access-control-expose-headers']).toContain('access_token');
    const streak = await request(app.server)
      .get('/api/v1/active-streak')
      .set('authorization', `Bearer ${token.headers['access_token']}`);
    expect(streak.status).toBe(200);
    expect(streak.body.success).toBe(true);
  });

  it('answers the API with the headers of a JSON API, and pages with the document ones', async () => {
    const { app, token } = await server();
    const jwt = await token(SEEDED.withStreak);
    const streak = await app.inject({
      method: 'GET',
      url: '/api/v1/active-streak',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(streak.statusCode).toBe(200);
    expect(streak.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': API_SECURITY_HEADERS['strict-transport-security'],
    });
    for (const documentOnly of ['referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control'])
      expect(streak.headers[documentOnly], documentOnly).toBeUndefined();
    // Not a cross-origin request: no CORS headers but Vary, for caches.
    expect(streak.headers['access-control-expose-headers']).toBeUndefined();
    expect(streak.headers['vary']).toContain('Origin');
    // An unknown API path is an API answer too.
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');

    // The API docs page (the stand-ins send a same-origin referrer policy of their own: their forms).
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('cuts off an oversize upload sent as a real multipart stream with 413', async () => {
    const { app, token } = await server();
    await app.ready();
    const response = await request(app.server)
      .post('/api/v1/daily-challenges/entry')
      .set('authorization', `Bearer ${await token(SEEDED.withStreak)}`)
      .field('challengeId', 'pubg-daily-a:2026-01-01')
      .attach('entryImage', Buffer.alloc(3_000_000, 0x89), { filename: 'big.png', contentType: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: 'Image should be less than 2MB.' });
  });
});
