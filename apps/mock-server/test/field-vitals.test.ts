import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { FIELD_VITALS_RATE_LIMIT } from '../src/plugins/rate-limit';
import { json, server } from './harness';

// reportFieldVitals (docs/decisions/1110): real subscribers' figures, without a token, counted on the
// server's one board and shown at /docs/vitals. An unauthenticated call: bounded, refused whole when
// anything in it is wrong.

const URL = '/api/v1/field-vitals';
const lcp = { name: 'LCP', value: 1840, rating: 'good', navigation: 'navigate' };
const valid = { page: '/', connection: '4g', metrics: [lcp] };

type S = Awaited<ReturnType<typeof server>>;
const post = (s: S, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  s.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const counted = (s: S) =>
  s.app.fieldVitals.summary().reduce((sum, figure) => sum + (figure.all?.count ?? 0), 0);

describe('reportFieldVitals', () => {
  it('counts a valid batch without a token and says how many figures it recorded', async () => {
    const s = await server();
    const response = await post(s, {
      page: '/tournaments',
      connection: '3g',
      metrics: [lcp, { name: 'checkin-visible', value: 2300, rating: 'good', navigation: 'navigate' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ success: true, message: '2 figures recorded' });
    const lcpFigure = s.app.fieldVitals.summary().find((figure) => figure.name === 'LCP')!;
    expect(lcpFigure.byPage).toEqual([
      { key: '/tournaments', count: 1, p75: 1840, ratings: { good: 1, 'needs-improvement': 0, poor: 0 } },
    ]);
    expect(lcpFigure.byConnection.map((row) => row.key)).toEqual(['3g']);
  });

  it.each([
    [
      'a personal field',
      { ...valid, msisdn: SEEDED.withStreak },
      "body must NOT have additional property 'msisdn'",
    ],
    [
      'a field inside a figure',
      { ...valid, metrics: [{ ...lcp, token: 'eyJ' }] },
      "body/metrics/0 must NOT have additional property 'token'",
    ],
    [
      'an address with its query',
      { ...valid, page: `/?a=${SEEDED.withStreak}` },
      'body/page must match pattern',
    ],
    [
      'an unknown figure',
      { ...valid, metrics: [{ ...lcp, name: 'TTFB' }] },
      'body/metrics/0/name must be one of',
    ],
    ['an unknown connection', { ...valid, connection: '5g' }, 'body/connection must be one of'],
    ['a negative value', { ...valid, metrics: [{ ...lcp, value: -1 }] }, 'body/metrics/0/value must be >= 0'],
    ['a value past ten minutes', { ...valid, metrics: [{ ...lcp, value: 600_001 }] }, 'must be <= 600000'],
    ['no figure', { ...valid, metrics: [] }, 'body/metrics must NOT have fewer than 1 items'],
    ['more than 10 figures', { ...valid, metrics: Array(11).fill(lcp) }, 'must NOT have more than 10 items'],
    ['no page', { connection: '4g', metrics: [lcp] }, "must have required property 'page'"],
    ['a body that is not JSON', '{"page":', 'The body is not valid JSON'],
  ])('refuses %s with a 400 naming it, and counts nothing', async (_case, payload, message) => {
    const s = await server();
    const response = await post(s, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toMatchObject({ success: false });
    expect(json<{ message: string }>(response).message).toContain(message);
    expect(counted(s)).toBe(0);
  });

  it('refuses a whole batch when one of its figures is wrong: nothing of it is counted', async () => {
    const s = await server();
    const response = await post(s, { ...valid, metrics: [lcp, lcp, { ...lcp, rating: 'great' }] });
    expect(response.statusCode).toBe(400);
    expect(counted(s)).toBe(0);
  });

  it('refuses another content type (415) and a body past its limit (413) before reading it', async () => {
    const s = await server();
    const text = await post(s, valid, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(json<{ message: string }>(text).message).toContain('the body must be application/json');
    const large = await post(s, { ...valid, page: `/${'a'.repeat(20_000)}` });
    expect(large.statusCode).toBe(413);
    expect(json<{ message: string }>(large).message).toMatch(/^The body is larger than \d+ bytes/);
    expect(counted(s)).toBe(0);
  });

  it(`takes ${FIELD_VITALS_RATE_LIMIT} batches a minute from one client, then 429; another client goes on`, async () => {
    const s = await server();
    for (let i = 0; i < FIELD_VITALS_RATE_LIMIT; i += 1) {
      expect((await post(s, valid, {}, '203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await post(s, valid, {}, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      success: false,
      message: 'Too many figures sent; try again in a minute.',
    });
    expect((await post(s, valid, {}, '198.51.100.9')).statusCode).toBe(200);
    expect(counted(s)).toBe(FIELD_VITALS_RATE_LIMIT + 1);
  });

  it('counts every world on one board: the figures are the product’s, not a world’s', async () => {
    const s = await server();
    await post(s, valid);
    await post(s, valid, { 'x-mock-session': 'vitals-world-1' });
    await s.control('POST', '/reset', { seed: 'default' });
    expect(counted(s)).toBe(2);
  });

  it('is on in production mode too', async () => {
    const s = await server({ mockMode: false, responseValidation: true });
    const response = await post(s, valid);
    expect(response.statusCode, response.body).toBe(200);
    expect(counted(s)).toBe(1);
  });
});

describe('/docs/vitals', () => {
  it('shows each figure’s 75th percentile by page and by connection, with counts, under the docs’ policy', async () => {
    const s = await server();
    for (const value of [1000, 2000, 3000, 4000]) {
      await post(s, { page: '/', connection: '4g', metrics: [{ ...lcp, value }] });
    }
    await post(s, {
      page: '/rewards',
      connection: '3g',
      metrics: [{ name: 'CLS', value: 0.31, rating: 'poor', navigation: 'reload' }],
    });
    const page = await s.app.inject({ method: 'GET', url: '/docs/vitals' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<a href="/docs/vitals" aria-current="page">Field vitals</a>');
    // LCP: 4 loads of Home on 4G, p75 3 s; CLS: one load of Rewards on 3G.
    expect(html).toContain('75th percentile <strong>3.00 s</strong> of 4 page loads (navigate 4)');
    expect(html).toContain(
      '<tr><th scope="row"><code>/</code></th><td>4</td><td>3.00 s</td><td>100%</td><td>0%</td></tr>',
    );
    expect(html).toContain('<tr><th scope="row"><code>4g</code></th><td>4</td><td>3.00 s</td>');
    expect(html).toContain(
      '<tr><th scope="row"><code>/rewards</code></th><td>1</td><td>0.310</td><td>0%</td><td>100%</td></tr>',
    );
    expect(html).toContain('of 1 page loads (reload 1)');
    expect(html).not.toContain('No figures yet.</strong>');
  });

  it('says how to turn the figures on while none has arrived', async () => {
    const s = await server();
    const html = (await s.app.inject({ method: 'GET', url: '/docs/vitals' })).body;
    expect(html).toContain('<strong>No figures yet.</strong>');
    expect(html).toContain('VITE_VITALS_URL=/api/v1/field-vitals');
  });
});
