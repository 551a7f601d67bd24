import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ConfigError } from '../../src/settings';
import { json, server } from '../harness';

// Issue 26: settings a deployer or a developer could get wrong, and what a network around mock mode
// could do. Finding 2: mock mode's control API answered anyone on the network. Finding 10: a DNS
// rebinding page (its own name, now pointing at 127.0.0.1) passed the origin check. Finding 6: the
// identity header believed from any client. Finding 11: an unsubscribe link worked again after the
// number subscribed again. Finding 12: TRUST_PROXY=1 without a proxy let a client choose its own
// X-Forwarded-For. Finding 13: production served control.yaml.

const SECRET_32 = 'a-production-secret-of-32-bytes!';
type S = Awaited<ReturnType<typeof server>>;
const clock = (s: S, remoteAddress: string, host = 'localhost:8080', origin?: string) =>
  s.app.inject({
    method: 'GET',
    url: '/__mock/clock',
    remoteAddress,
    headers: { host, ...(origin ? { origin } : {}) },
  });

describe('the control API answers this machine only (findings 2 and 10)', () => {
  it('refuses a caller from the network, whatever header it sends', async () => {
    const s = await server();
    expect((await clock(s, '127.0.0.1')).statusCode).toBe(200);
    expect((await clock(s, '::1')).statusCode).toBe(200);
    expect((await clock(s, '::ffff:127.0.0.1')).statusCode).toBe(200);
    const lan = await clock(s, '192.168.1.23', '192.168.1.10:8080');
    expect(lan.statusCode).toBe(403);
    expect(json(lan).message).toMatch(/only this machine and CONTROL_HOSTS, not 192\.168\.1\.23/);
    // The attack of the issue: a rich subscriber created from the network.
    const created = await s.app.inject({
      method: 'POST',
      url: '/__mock/subscribers',
      remoteAddress: '203.0.113.9',
      headers: { host: 'mock.example:8080', 'x-forwarded-for': '127.0.0.1' },
      payload: { msisdn: '923001234567', status: 'active', credits: 10_000_000 },
    });
    expect(created.statusCode).toBe(403);
    expect(s.balance('923001234567')).toBe(0);
  });

  it('refuses a request addressed to another name: a DNS-rebinding page', async () => {
    const s = await server();
    const rebound = await clock(
      s,
      '127.0.0.1',
      'rebind.attacker.example:8080',
      'http://rebind.attacker.example:8080',
    );
    expect(rebound.statusCode).toBe(403);
    expect(json(rebound).message).toMatch(/requests to localhost.* CONTROL_HOSTS/);
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'app.localhost:5173']) {
      expect((await clock(s, '127.0.0.1', host)).statusCode, host).toBe(200);
    }
  });

  it('answers the hosts CONTROL_HOSTS names: a phone on the LAN', async () => {
    const config = loadConfig({ MOCK_MODE: '1', CONTROL_HOSTS: '192.168.1.0/24, devbox.local' });
    expect(config.controlHosts).toEqual({ names: ['devbox.local'], addresses: ['192.168.1.0/24'] });
    const s = await server({ controlHosts: config.controlHosts });
    expect((await clock(s, '192.168.1.23', '192.168.1.10:8080')).statusCode).toBe(200);
    expect((await clock(s, '192.168.1.23', 'devbox.local:8080')).statusCode).toBe(200);
    expect((await clock(s, '10.0.0.5', '192.168.1.10:8080')).statusCode).toBe(403);
    expect((await clock(s, '192.168.1.23', 'rebind.attacker.example')).statusCode).toBe(403);
    expect(() => loadConfig({ MOCK_MODE: '1', CONTROL_HOSTS: 'not a host' })).toThrow(ConfigError);
  });
});

describe('IDENTITY_HEADER (finding 6)', () => {
  it('needs TRUST_PROXY: the header is believed only from the proxy in front', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET_32, IDENTITY_HEADER: 'x-msisdn' })).toThrow(
      /needs TRUST_PROXY/,
    );
    expect(
      loadConfig({ JWT_SECRET: SECRET_32, IDENTITY_HEADER: 'x-msisdn', TRUST_PROXY: '1' }).identityHeader,
    ).toBe('x-msisdn');
  });

  it('ignores the header on a request that did not come through the trusted proxy', async () => {
    const s = await server({ identityHeader: 'x-msisdn', trustProxy: ['10.0.0.2'] });
    const tokenFrom = (remoteAddress: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        remoteAddress,
        headers: { 'x-msisdn': SEEDED.withStreak },
        payload: { msisdn: SEEDED.withStreak },
      });
    expect((await tokenFrom('10.0.0.2')).statusCode).toBe(200);
    const direct = await tokenFrom('203.0.113.9');
    expect(direct.statusCode).toBe(403);
    expect(json(direct)).toMatchObject({ code: 'IDENTITY_MISMATCH' });
  });
});

describe('an unsubscribe link works once (finding 11)', () => {
  it('is refused when replayed after the number subscribed again', async () => {
    const s = await server();
    const values = json<{ mobile: string; domainName: string }>(
      await s.app.inject({
        method: 'POST',
        url: '/stand-ins/unsubscribe/encrypt',
        headers: { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` },
        payload: { mobile: SEEDED.withStreak, domainName: 'portal.example.pk' },
      }),
    );
    const confirm = () =>
      s.app.inject({
        method: 'POST',
        url: '/stand-ins/unsubscribe/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(values).toString(),
      });
    expect((await confirm()).statusCode).toBe(200);
    expect(s.app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('unsubscribed');
    s.app.sessions.main.store.subscribe(SEEDED.withStreak);
    const replayed = await confirm();
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain('This unsubscribe link is not valid');
    expect(s.app.sessions.main.store.subscriptionStatus(SEEDED.withStreak)).toBe('active');
    const page = await s.app.inject({
      method: 'GET',
      url: `/stand-ins/unsubscribe/?${new URLSearchParams(values).toString()}`,
    });
    expect(page.statusCode).toBe(400);
  });
});

describe('TRUST_PROXY as a hop count (finding 12)', () => {
  it('takes no client on the internet for a proxy: a faked X-Forwarded-For chooses no bucket', async () => {
    const s = await server({ tokenRateLimit: 2, trustProxy: 1 });
    const codes = [];
    for (const faked of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': faked },
        payload: { msisdn: SEEDED.withStreak },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it('takes ranges and named ranges, and refuses what is neither', () => {
    expect(loadConfig({ TRUST_PROXY: '172.16.0.0/12, 10.0.0.2' }).trustProxy).toEqual([
      '172.16.0.0/12',
      '10.0.0.2',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['127.0.0.0/8', '::1/128']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });
});

describe('production serves no control contract (finding 13)', () => {
  it('leaves /openapi/control.yaml out, and keeps it in mock mode', async () => {
    const production = await server({ mockMode: false, standIns: false, corsOrigins: [] });
    expect((await production.app.inject({ method: 'GET', url: '/openapi/control.yaml' })).statusCode).toBe(
      404,
    );
    expect((await production.app.inject({ method: 'GET', url: '/openapi/openapi.yaml' })).statusCode).toBe(
      200,
    );
    const mock = await server();
    expect((await mock.app.inject({ method: 'GET', url: '/openapi/control.yaml' })).statusCode).toBe(200);
  });
});
