import { SEEDED } from '@esr/test-support';
import { DAY_MS } from '@esr/domain';
import { createControlClient } from '@esr/sdk/control';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './test-config';
import { json, server } from './harness';

describe('the control API', () => {
  it('injects a status fault for the next N calls, in the operation’s error shape', async () => {
    const { as, control } = await server();
    const put = await control('PUT', '/faults', { operationId: 'listTournaments', status: 500, times: 1 });
    expect(json(put)).toEqual({ faults: [{ operationId: 'listTournaments', status: 500, times: 1 }] });
    const failed = await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all');
    expect(failed.statusCode).toBe(500);
    expect(json(failed)).toMatchObject({ success: false, message: 'Internal server error' });
    expect((await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all')).statusCode).toBe(200);
    const profile = await control('PUT', '/faults', { operationId: 'getProfile', status: 500 });
    expect(profile.statusCode).toBe(200);
    expect(json(await as(SEEDED.withStreak, 'GET', '/v1/user/profile'))).toEqual({
      success: false,
      error: true,
      message: 'Internal server error',
    });
  });

  it('answers 200 without success where the contract allows it, and refuses it elsewhere', async () => {
    const { as, control } = await server();
    await control('PUT', '/faults', { operationId: 'listTournaments', noSuccess: true });
    expect(json(await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all'))).toEqual({
      success: false,
      data: [],
      errors: 'Service temporarily unavailable',
    });
    const refused = await control('PUT', '/faults', { operationId: 'redeemClaim', noSuccess: true });
    expect(refused.statusCode).toBe(400);
  });

  it('answers a bare 200 without success (no errors text) so clients show their own fallback', async () => {
    const { as, control } = await server();
    const put = await control('PUT', '/faults', { operationId: 'listVideos', noSuccess: true, bare: true });
    expect(json(put)).toEqual({ faults: [{ operationId: 'listVideos', noSuccess: true, bare: true }] });
    expect(json(await as(SEEDED.withStreak, 'GET', '/v1/youtube-videos'))).toEqual({
      success: false,
      data: [],
    });
    await control('PUT', '/faults', { operationId: 'tournamentCheckin', noSuccess: true, bare: true });
    const checkin = json(
      await as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', { id: 't-pubg-weekly' }),
    );
    expect(checkin).toMatchObject({ success: false, data: { already_submited: false } });
    expect(checkin).not.toHaveProperty('errors');
    // bare only qualifies noSuccess.
    const alone = await control('PUT', '/faults', { operationId: 'listVideos', status: 500, bare: true });
    expect(alone.statusCode).toBe(400);
  });

  it('refuses statuses the contract does not document, and unknown operations', async () => {
    const { control } = await server();
    expect(
      json(await control('PUT', '/faults', { operationId: 'listTournaments', status: 418 })).message,
    ).toMatch(/401, 500/);
    expect((await control('PUT', '/faults', { operationId: 'nope', status: 500 })).statusCode).toBe(400);
    expect((await control('PUT', '/faults', { operationId: 'listTournaments' })).statusCode).toBe(400);
  });

  it('delays and clears faults, and journals every request', async () => {
    const { as, control } = await server();
    await control('PUT', '/faults', { operationId: 'listVideos', delayMs: 150 });
    const start = Date.now();
    expect((await as(SEEDED.withStreak, 'GET', '/v1/youtube-videos')).statusCode).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
    expect(json(await control('DELETE', '/faults'))).toEqual({ faults: [] });
    const journal = json<{ entries: { operationId: string; status: number }[] }>(
      await control('GET', '/journal'),
    ).entries;
    expect(journal.map((e) => `${e.operationId} ${e.status}`)).toEqual([
      'generateToken 200',
      'listVideos 200',
    ]);
    expect(json(await control('DELETE', '/journal'))).toEqual({ entries: [] });
  });

  it('resets to a named seed and lists operations with their failure statuses', async () => {
    const { as, control, app } = await server();
    await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    expect(json(await control('POST', '/reset', { seed: 'empty' }))).toMatchObject({ current: 'empty' });
    expect(app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('unknown');
    expect((await control('POST', '/reset', { seed: 'nope' })).statusCode).toBe(400);
    const operations = json<{ operations: { operationId: string; statuses: number[] }[] }>(
      await control('GET', '/operations'),
    );
    expect(operations.operations.find((o) => o.operationId === 'generateToken')?.statuses).toEqual([
      400, 403, 429, 500,
    ]);
  });

  it('moves the clock by exactly the days asked, and shows the offset it keeps', async () => {
    const { control } = await server();
    const offsets: number[] = [];
    for (let day = 0; day < 30; day += 1) {
      const moved = await control('POST', '/clock', { advanceDays: 1 });
      offsets.push((json(moved) as { offsetMs: number }).offsetMs);
      // What the clock shows later, however many milliseconds have passed, is the same offset.
      expect((json(await control('GET', '/clock')) as { offsetMs: number }).offsetMs).toBe(offsets.at(-1));
    }
    expect(offsets).toEqual(offsets.map((_, day) => offsets[0]! + day * DAY_MS));
  });

  it('keeps each x-mock-session isolated', async () => {
    const { app } = await server();
    const token = async (session: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/jt/gen',
          headers: { 'x-mock-session': session },
          payload: { msisdn: SEEDED.withStreak },
        })
      ).headers['access_token'] as string;
    const claim = async (session: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/update-daily-streak',
        headers: { 'x-mock-session': session, authorization: `Bearer ${await token(session)}` },
      });
    expect((await claim('a')).statusCode).toBe(200);
    expect((await claim('b')).statusCode).toBe(200);
    expect((await claim('a')).statusCode).toBe(409);
    expect(app.sessions.main.store.balance(SEEDED.withStreak)).toBe(30000);
    await app.inject({
      method: 'PUT',
      url: '/__mock/faults',
      headers: { 'x-mock-session': 'a' },
      payload: { operationId: 'getActiveStreak', status: 500 },
    });
    const streak = (session: string) =>
      token(session).then((t) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/active-streak',
          headers: { 'x-mock-session': session, authorization: `Bearer ${t}` },
        }),
      );
    expect((await streak('a')).statusCode).toBe(500);
    expect((await streak('b')).statusCode).toBe(200);
  });

  it('is closed when mock mode is off, and the session header is then ignored', async () => {
    const { app, control } = await server({ mockMode: false });
    expect((await control('GET', '/seeds')).statusCode).toBe(404);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      headers: { 'x-mock-session': 'x' },
      payload: { msisdn: SEEDED.withStreak },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is reachable through the SDK’s typed control client', async () => {
    const { app } = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = createControlClient({ baseUrl: `http://127.0.0.1:${port}`, session: 'sdk' });
    const { data } = await client.POST('/clock', { body: { advanceDays: 1 } });
    expect(Date.parse(data!.now)).toBeGreaterThan(Date.now() + 86_000_000);
    const main = await createControlClient({ baseUrl: `http://127.0.0.1:${port}` }).GET('/clock');
    expect(Math.abs(main.data!.offsetMs)).toBeLessThan(1000);
  });
});

describe('state on disk', () => {
  it('seeds an empty data directory once and keeps state across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esr-restart-'));
    try {
      const first = await buildApp({ config: testConfig({ dataDir }) });
      first.sessions.main.store.putSubscriber('923331234567', 'active', 777);
      await first.close();
      expect(readdirSync(dataDir)).toContain('esports.db');
      const second = await buildApp({ config: testConfig({ dataDir }) });
      expect(second.sessions.main.store.balance('923331234567')).toBe(777);
      expect(second.sessions.main.store.ledgerSum('923331234567')).toBe(777);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
