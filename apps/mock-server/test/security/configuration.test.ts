import { SEEDED } from '@esr/test-support';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig, type AppConfig } from '../../src/config';
import { ConfigError } from '../../src/settings';
import { json, server } from '../harness';

// Issue 14, finding 8: configuration traps. Any NODE_ENV but exactly 'production' turned on the public
// development secret and /__mock; production took any JWT_SECRET; CORS reflected every origin, null
// included; the production build served its source maps; a token issued before an unsubscribe worked
// again after re-subscribing; gamenow/notify worked for tokens without gn.

const SECRET_32 = 'a-production-secret-of-32-bytes!';
const production = (env: NodeJS.ProcessEnv = {}): AppConfig => ({
  ...loadConfig({ JWT_SECRET: SECRET_32, ...env }),
  dataDir: ':memory:',
});

describe('one explicit mode (MOCK_MODE)', () => {
  it('is production whatever NODE_ENV says, with no control API and no development secret', async () => {
    for (const NODE_ENV of ['staging', 'development', 'test', undefined]) {
      const config = loadConfig({ NODE_ENV });
      expect(config.mockMode, String(NODE_ENV)).toBe(false);
      expect(config.jwtSecret).not.toBe(DEV_JWT_SECRET);
      expect(config.jwtSecretWarning).toMatch(/random secret/);
    }
    const s = await server(production({ NODE_ENV: 'staging' }));
    expect((await s.app.inject({ method: 'GET', url: '/__mock/seeds' })).statusCode).toBe(404);
  });

  it('refuses to start on a value it would have to guess at', () => {
    for (const env of [
      { MOCK_MODE: 'staging' },
      { MOCK_MODE: 'enabled' },
      { STAND_INS: 'maybe' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: 'nginx' },
      { CORS_ORIGINS: 'https://portal.example.pk/app' },
      { CORS_ORIGINS: '*' },
      { IDENTITY_HEADER: 'x msisdn' },
    ]) {
      expect(() => loadConfig({ JWT_SECRET: SECRET_32, ...env }), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe('production secrets', () => {
  it('refuses the development secret and any secret under 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: DEV_JWT_SECRET })).toThrow(/development secret/);
    expect(() => loadConfig({ JWT_SECRET: 'x' })).toThrow(/1 bytes: production needs at least 32/);
    expect(() => loadConfig({ JWT_SECRET: SECRET_32.slice(1) })).toThrow(ConfigError);
    expect(loadConfig({ JWT_SECRET: SECRET_32 })).toMatchObject({
      jwtSecret: SECRET_32,
      jwtSecretWarning: '',
    });
  });

  it('makes up a random secret per start, and says so, when none is set', () => {
    const first = loadConfig({});
    expect(first.jwtSecret).toHaveLength(64);
    expect(first.jwtSecret).not.toBe(loadConfig({}).jwtSecret);
    expect(first.jwtSecretWarning).toMatch(/JWT_SECRET is not set/);
  });

  it('keeps the development secret for mock mode only', () => {
    expect(loadConfig({ MOCK_MODE: '1' }).jwtSecret).toBe(DEV_JWT_SECRET);
    expect(loadConfig({ MOCK_MODE: '1', JWT_SECRET: 'short' }).jwtSecret).toBe('short');
  });
});

describe('CORS in production', () => {
  const preflight = (s: Awaited<ReturnType<typeof server>>, origin: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/jt/gen',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows only the configured origins: not another site, not null', async () => {
    const s = await server(production({ CORS_ORIGINS: 'https://portal.example.pk' }));
    expect((await preflight(s, 'https://portal.example.pk')).headers['access-control-allow-origin']).toBe(
      'https://portal.example.pk',
    );
    for (const origin of ['https://evil.example', 'null']) {
      expect((await preflight(s, origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('allows no cross-origin caller when none is configured (the demo is same-origin behind nginx)', async () => {
    const s = await server(production());
    expect(
      (await preflight(s, 'http://localhost:5173')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('never reflects null, even in mock mode', async () => {
    const s = await server();
    expect((await preflight(s, 'null')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(s, 'http://localhost:5173')).headers['access-control-allow-origin']).toBe(
      'http://localhost:5173',
    );
  });
});

describe('source maps', () => {
  const dist = mkdtempSync(join(tmpdir(), 'esr-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(
    join(dist, 'assets', 'index-abc.js'),
    'console.log(1)\n//# sourceMappingURL=index-abc.js.map',
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('are never served, even when a build left them in dist', async () => {
    const s = await server(production({ WEB_DIST_DIR: dist }));
    expect((await s.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    const map = await s.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});

describe('tokens after an unsubscribe', () => {
  it('a token issued before an unsubscribe stays refused after subscribing again; a new one works', async () => {
    const s = await server();
    const before = await s.token(SEEDED.withStreak);
    const store = s.app.sessions.main.store;
    store.unsubscribe(SEEDED.withStreak);
    store.subscribe(SEEDED.withStreak);
    const streak = (token: string) =>
      s.app.inject({
        method: 'GET',
        url: '/api/v1/active-streak',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await streak(before)).statusCode).toBe(401);
    expect((await streak(await s.token(SEEDED.withStreak))).statusCode).toBe(200);
  });
});

describe('gamenow/notify', () => {
  it('is refused (403) to a token without gn 1, and changes nothing', async () => {
    const s = await server();
    const response = await s.as(SEEDED.gamenow, 'POST', '/v1/gamenow/notify', { msisdn: '923001112233' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_GAMENOW' });
    const rows = s.app.sessions.main.store.db
      .prepare('SELECT COUNT(*) AS n FROM partner_notifications')
      .get();
    expect(rows).toEqual({ n: 0 });
    expect(
      (await s.as(SEEDED.gamenow, 'POST', '/v1/gamenow/notify', { msisdn: '923001112233' }, 'gamenow'))
        .statusCode,
    ).toBe(200);
  });
});
