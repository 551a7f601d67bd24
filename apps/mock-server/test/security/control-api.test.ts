import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, server } from '../harness';

// Issue 14, finding 3: any web page could drive the control API in mock mode: a text/plain POST to
// /__mock/reset (no preflight) reset the main world, a JSON POST (preflight allowed for any origin)
// made a subscriber with 999,999 credits; advanceDays 1e300 broke a world, credits 1e300 was taken.

const EVIL = 'https://evil.example';

describe('the control API refuses other sites (issue 14, finding 3)', () => {
  it('refuses a text/plain reset from another origin, and keeps the world as it was', async () => {
    const s = await server();
    await s.as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    const before = s.balance(SEEDED.withStreak);
    const response = await s.app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      payload: '{"seed":"empty"}',
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toMatch(/development origins/);
    expect(s.balance(SEEDED.withStreak)).toBe(before);
  });

  it('gives another origin no preflight and no subscriber', async () => {
    const s = await server();
    const preflight = await s.app.inject({
      method: 'OPTIONS',
      url: '/__mock/subscribers',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const created = await s.app.inject({
      method: 'POST',
      url: '/__mock/subscribers',
      headers: { origin: EVIL },
      payload: { msisdn: '923331112222', status: 'active', credits: 999_999 },
    });
    expect(created.statusCode).toBe(403);
    expect(s.app.sessions.main.store.subscriptionStatus('923331112222')).toBe('unknown');
  });

  it("answers its own origin, the development server's, and callers without an Origin (Node, curl)", async () => {
    const s = await server();
    for (const origin of [
      'http://localhost:80',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      undefined,
    ]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/__mock/clock',
        headers: origin ? { origin } : {},
        payload: { advanceDays: 0 },
      });
      expect(response.statusCode, String(origin)).toBe(200);
    }
  });

  it('takes only JSON bodies', async () => {
    const s = await server();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { 'content-type': type },
        payload: 'seed=empty',
      });
      expect(response.statusCode, type).toBe(415);
    }
    const notAnObject = await s.app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { 'content-type': 'application/json' },
      payload: '"empty"',
    });
    expect(notAnObject.statusCode).toBe(400);
  });
});

describe('the control API bounds its numbers (issue 14, finding 3)', () => {
  it('refuses a clock moved out of 2000..2100, and the world keeps answering', async () => {
    const s = await server();
    for (const body of [
      { advanceDays: 1e300 },
      { advanceDays: 3651 },
      { advanceDays: -1e9 },
      { now: '1970-01-01T00:00:00Z' },
      { now: '+275760-09-13T00:00:00Z' },
    ]) {
      const response = await s.control('POST', '/clock', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await s.as(SEEDED.withStreak, 'GET', '/v1/active-streak')).statusCode).toBe(200);
    expect((await s.control('POST', '/clock', { advanceDays: 3650 })).statusCode).toBe(200);
  });

  it('refuses credits over 10,000,000, fault repetitions over 1000', async () => {
    const s = await server();
    for (const credits of [1e300, 10_000_001, 1.5, -1]) {
      const response = await s.control('POST', '/subscribers', {
        msisdn: '923331112222',
        status: 'active',
        credits,
      });
      expect(response.statusCode, String(credits)).toBe(400);
    }
    expect(
      (
        await s.control('POST', '/subscribers', {
          msisdn: '923331112222',
          status: 'active',
          credits: 10_000_000,
        })
      ).statusCode,
    ).toBe(200);
    const times = await s.control('PUT', '/faults', { operationId: 'listVideos', status: 500, times: 1e9 });
    expect(times.statusCode).toBe(400);
  });
});
