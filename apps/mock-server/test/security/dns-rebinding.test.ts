import { SEEDED } from '@esr/test-support';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../src/settings';
import { json, server } from '../harness';

// Issue 41, finding 3: replay mode listens on loopback only, but only /__mock checked Host: `curl -H
// 'Host: rebind.attacker.example:PORT' …/api/v1/jt/gen` returned the recorded access_token, so a
// DNS-rebinding page (its name now pointing at 127.0.0.1) could read it. Now a server that answers
// mock or recorded data answers only requests addressed to this machine, an IP address or
// CONTROL_HOSTS, on every route; production mode, behind nginx with any name, is unchanged.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const REBOUND = 'rebind.attacker.example:8080';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJtc2lzZG4iOiI5MjMwMDU1NTAwMDEifQ.recorded';

/** A recording of one jt/gen answer, with its token, as UPSTREAM_RECORD writes it. */
function recording(): string {
  const dir = mkdtempSync(join(tmpdir(), 'esr-rebinding-'));
  dirs.push(dir);
  const file = join(dir, 'session.jsonl');
  const line = {
    operationId: 'generateToken',
    method: 'POST',
    path: '/api/v1/jt/gen',
    query: '',
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', access_token: TOKEN },
    body: JSON.stringify({ success: true, message: 'Token generated' }),
    time: '2026-11-24T07:00:00.000Z',
  };
  writeFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  return file;
}

const replay = (file: string, mockMode: boolean): Partial<AppConfig> => ({
  mockMode,
  standIns: mockMode,
  corsOrigins: mockMode ? 'any' : [],
  upstream: {
    url: '',
    replayFile: file,
    strict: false,
    recordFile: '',
    timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
  },
});

type S = Awaited<ReturnType<typeof server>>;
const jtGen = (s: S, host: string) =>
  s.app.inject({
    method: 'POST',
    url: '/api/v1/jt/gen',
    headers: { host, origin: `http://${host}` },
    payload: { msisdn: SEEDED.withStreak, refferer: null },
  });

describe.each([
  ['mock mode', true],
  ['production mode', false],
])('a replay (%s) answers only requests addressed to this machine', (_mode, mockMode) => {
  it('refuses a DNS-rebinding page: no recorded token for another name (403)', async () => {
    const s = await server(replay(recording(), mockMode));
    const rebound = await jtGen(s, REBOUND);
    expect(rebound.statusCode).toBe(403);
    expect(rebound.headers.access_token).toBeUndefined();
    expect(json(rebound).message).toMatch(/not to rebind\.attacker\.example:8080/);
    for (const url of ['/healthz', '/', '/docs']) {
      const response = await s.app.inject({ method: 'GET', url, headers: { host: REBOUND } });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers localhost and loopback addresses with the recording', async () => {
    const s = await server(replay(recording(), mockMode));
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const response = await jtGen(s, host);
      expect(response.statusCode, host).toBe(200);
      expect(response.headers.access_token, host).toBe(TOKEN);
    }
  });
});

describe('mock mode answers only requests addressed to this machine, an address or CONTROL_HOSTS', () => {
  it('refuses another name on every route: the API, the web app, the stand-ins, health', async () => {
    const s = await server();
    expect((await jtGen(s, REBOUND)).statusCode).toBe(403);
    for (const url of ['/api/v1/tournaments/all', '/', '/rewards', '/stand-ins/landing', '/healthz']) {
      const response = await s.app.inject({ method: 'GET', url, headers: { host: REBOUND } });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers localhost, any IP address (a phone on the LAN) and the names CONTROL_HOSTS lists', async () => {
    const s = await server({ controlHosts: { names: ['devbox.local'], addresses: [] } });
    for (const host of [
      'localhost:8080',
      'app.localhost:5173',
      '192.168.1.10:8080',
      '[fe80::1]:8080',
      'devbox.local:8080',
    ]) {
      const response = await jtGen(s, host);
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('production mode behind a proxy', () => {
  it('answers whatever name it is reached by (the demo behind nginx, a deployment)', async () => {
    const s = await server({ mockMode: false, standIns: true, corsOrigins: [] });
    for (const host of ['portal.example.pk', 'localhost:8080', 'api:8080']) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        headers: { host },
        payload: { msisdn: SEEDED.withStreak, refferer: null },
      });
      expect(response.statusCode, host).toBe(200);
      expect((await s.app.inject({ method: 'GET', url: '/healthz', headers: { host } })).statusCode).toBe(
        200,
      );
    }
  });
});
