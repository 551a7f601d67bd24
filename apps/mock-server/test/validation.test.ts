import { SEEDED } from '@esr/test-support';
import type { operations } from '@esr/sdk';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/operations';
import { handlers } from '../src/routes/api/handlers';
import { json, server } from './harness';

describe('requests are validated against the contract', () => {
  it('names the field that breaks the schema', async () => {
    const { app } = await server();
    const bad = await app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: '0300123' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('body/msisdn must match pattern "^92[0-9]{10}$"');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { refferer: null } });
    expect(json(missing).message).toBe("body must have required property 'msisdn'");
  });

  it('rejects unknown fields instead of stripping them', async () => {
    const { as } = await server();
    const response = await as(SEEDED.withStreak, 'POST', '/v1/tournament/view', {
      id: 't-pubg-weekly',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe("body must NOT have additional property 'extra'");
  });

  it('rejects wrong types without coercing them', async () => {
    const { as } = await server();
    const response = await as(SEEDED.withStreak, 'POST', '/v1/redeem-item', { item: '2' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('body/item must be integer');
  });

  it('answers 400 JSON for malformed JSON and 404 JSON for unknown routes', async () => {
    const { app } = await server();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: { 'content-type': 'application/json' },
      payload: '{"msisdn":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ success: false, message: 'The body is not valid JSON' });
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false });
  });

  it('validates query strings (leaderboard limit)', async () => {
    const { as } = await server();
    expect((await as(SEEDED.withStreak, 'GET', '/leaderboard?limit=0')).statusCode).toBe(400);
    expect((await as(SEEDED.withStreak, 'GET', '/leaderboard?limit=abc')).statusCode).toBe(400);
    expect(
      json<{ data: unknown[] }>(await as(SEEDED.withStreak, 'GET', '/leaderboard?limit=5')).data,
    ).toHaveLength(5);
  });
});

describe('responses are validated against the contract', () => {
  it('turns an off-contract answer into a 500 instead of sending it', async () => {
    const { as } = await server();
    const original = handlers.listVideos;
    handlers.listVideos = () => ({ status: 200, body: { success: true, data: [{ id: 1 }] } }) as never;
    try {
      const response = await as(SEEDED.withStreak, 'GET', '/v1/youtube-videos');
      expect(response.statusCode).toBe(500);
      expect(json(response).message).toMatch(/Off-contract response from listVideos/);
    } finally {
      handlers.listVideos = original;
    }
  });
});

describe('the binding', () => {
  it('has a handler for every operation of the contract, and nothing else', () => {
    const ids = loadContract().operations.map((op) => op.operationId);
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
    const typed: (keyof operations)[] = ids as (keyof operations)[];
    expect(new Set(typed).size).toBe(ids.length);
  });
});
