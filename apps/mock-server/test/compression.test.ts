import { SEEDED } from '@esr/test-support';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

// Answers are compressed as the nginx demo compresses them (issue 18): br or gzip for text of 1 KB or
// more (API answers, the docs, the contracts), nothing smaller, nothing for a client that does not ask.
// Request bodies are never inflated.

const BROWSER = 'gzip, deflate, br';

/** The body of a compressed answer, as the client reads it. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('compressed answers', () => {
  it('sends a large API answer in br to a browser, gzip to a gzip-only client, plain to others, all the same JSON', async () => {
    const { app, token } = await server();
    const authorization = `Bearer ${await token(SEEDED.withStreak)}`;
    const read = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/leaderboard',
        headers: { authorization, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    for (const [acceptEncoding, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['*', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const compressed = await read(acceptEncoding);
      expect(compressed.statusCode, acceptEncoding).toBe(200);
      expect(compressed.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(compressed.headers['vary']).toContain('accept-encoding');
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(compressed))).toEqual(json(plain));
    }
    expect((await read('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps the answer cache: a repeated read gets the same bytes, and a write changes them', async () => {
    const { app, token, as } = await server();
    const authorization = `Bearer ${await token(SEEDED.withStreak)}`;
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/api/leaderboard',
        headers: { authorization, 'accept-encoding': BROWSER },
      });
    const first = await read();
    const second = await read();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    const after = JSON.parse(decoded(await read())) as { data: { name: string; score: number }[] };
    const before = JSON.parse(decoded(first)) as typeof after;
    const score = (answer: typeof after) => answer.data.find((entry) => entry.name === 'Sana Khan')?.score;
    expect(score(after)).toBeGreaterThan(score(before)!);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const { app, token } = await server();
    const streak = await app.inject({
      method: 'GET',
      url: '/api/v1/active-streak',
      headers: { authorization: `Bearer ${await token(SEEDED.withStreak)}`, 'accept-encoding': BROWSER },
    });
    expect(streak.rawPayload.length).toBeLessThan(1024);
    expect(streak.headers['content-encoding']).toBeUndefined();
    expect(json(streak)).toMatchObject({ success: true });
  });

  it('compresses the API reference and the contracts too', async () => {
    const { app } = await server();
    for (const url of ['/docs/openapi.json', '/openapi.yaml', '/openapi/control.yaml', '/docs/assumptions']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      const plain = await app.inject({ method: 'GET', url });
      expect(decoded(response), url).toBe(plain.body);
    }
  });

  it('does not inflate a compressed request body', async () => {
    const { app } = await server();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null })),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('The body is not valid JSON');
  });
});
