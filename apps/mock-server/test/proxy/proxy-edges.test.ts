import { SEEDED } from '@esr/test-support';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ConfigError } from '../../src/settings';
import { answerJson, handMadeUpstream, proxyTo } from './support';

// Issue 26, findings 8 and 9: the proxy forwarded a client's X-Msisdn, Forwarded, X-Real-IP,
// True-Client-IP, its own X-Forwarded-For prefix and its Host; an upstream's `Cache-Control: public`
// replaced no-store on the token answer; jt/gen had no rate limit in proxy mode; a replay answered
// anyone on the network with the recorded tokens, and recordings were written world-readable.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const jtGen = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v1/jt/gen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ msisdn: SEEDED.withStreak, refferer: null }),
  });

/** An upstream that answers jt/gen with a token and caching headers of its own. */
const tokenUpstream = () =>
  handMadeUpstream((_received, response) =>
    answerJson(
      response,
      200,
      { success: true, message: 'Token generated' },
      {
        access_token: 'header.payload.signature',
        'cache-control': 'public, max-age=31536000',
        etag: '"abc"',
        'x-powered-by': 'staging',
      },
    ),
  );

describe('what the proxy forwards (finding 8)', () => {
  it('forwards only the headers the contract documents and its own X-Forwarded-For and -Proto', async () => {
    const upstream = await tokenUpstream();
    const proxy = await proxyTo({ url: upstream.url });
    await fetch(`${proxy.url}/api/v1/user/profile`, {
      headers: {
        authorization: 'Bearer upstream-token',
        'x-msisdn': '923005550001',
        forwarded: 'for=1.2.3.4',
        'x-real-ip': '1.2.3.4',
        'true-client-ip': '1.2.3.4',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
        access_token: 'tok',
        'x-anything': 'x',
      },
    });
    await jtGen(proxy.url, { authorization: 'Bearer not-for-jt-gen' });
    const [profile, token] = upstream.received;
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter(
        (name) =>
          ![
            'host',
            'connection',
            'accept',
            'accept-language',
            'sec-fetch-mode',
            'user-agent',
            'accept-encoding',
            'content-length',
          ].includes(name),
      );
    expect(names(profile!.headers).sort()).toEqual(['authorization', 'x-forwarded-for', 'x-forwarded-proto']);
    expect(profile!.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
    expect(profile!.headers.host).toBe(new URL(upstream.url).host);
    // jt/gen is not secured: no Authorization, its body's content type.
    expect(names(token!.headers).sort()).toEqual(['content-type', 'x-forwarded-for', 'x-forwarded-proto']);
  });

  it('never lets an upstream make an answer cacheable: a token answer stays no-store', async () => {
    const upstream = await tokenUpstream();
    const proxy = await proxyTo({ url: upstream.url });
    const answer = await jtGen(proxy.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access_token')).toBe('header.payload.signature');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('limits token requests per client, as the mock does', async () => {
    const upstream = await tokenUpstream();
    const proxy = await proxyTo({ url: upstream.url }, { tokenRateLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await jtGen(proxy.url)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(upstream.received).toHaveLength(2);
  });
});

describe('replay and recordings (finding 9)', () => {
  const replayEnv = { UPSTREAM_REPLAY: 'recordings/session.jsonl', MOCK_MODE: '1' };

  it('listens on loopback only in replay mode, and refuses another HOST', () => {
    expect(loadConfig(replayEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ ...replayEnv, HOST: 'localhost' }).host).toBe('localhost');
    expect(() => loadConfig({ ...replayEnv, HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...replayEnv, HOST: '192.168.1.10' })).toThrow(/loopback only/);
    expect(loadConfig({ MOCK_MODE: '1' }).host).toBe('0.0.0.0');
  });

  it('writes a recording only its owner can read (0600)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esr-recording-'));
    dirs.push(dir);
    const file = join(dir, 'new', 'session.jsonl');
    const upstream = await tokenUpstream();
    const proxy = await proxyTo({ url: upstream.url, recordFile: file });
    expect((await jtGen(proxy.url)).status).toBe(200);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'new')).mode & 0o777).toBe(0o700);
  });
});
