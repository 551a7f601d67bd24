import { freePort } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { answerJson, driftOf, handMadeUpstream, proxyTo } from './support';

// A small upstream on node:http that breaks the contract in the ways a real backend does: a field
// missing, a wrong type, an undocumented status, a required header left out.

const PROFILE = {
  success: true,
  name: 'Sana',
  username: 'sana',
  email: '',
  gender: '',
  bio: '',
  dateOfBirth: '',
  profileImage: null,
  phone: '923005550001',
  total_tournament: 0,
  completed_tasks_total: 0,
  credits: 10,
  items_redeemed: 0,
};
const { credits: _left, ...PROFILE_WITHOUT_CREDITS } = PROFILE;
const AUTH = { authorization: 'Bearer upstream-token' };

function deviating() {
  return handMadeUpstream((received, response) => {
    const path = received.url.split('?')[0];
    if (path === '/api/v1/user/profile') return answerJson(response, 200, PROFILE_WITHOUT_CREDITS);
    if (path === '/api/v1/redeem-claim')
      return answerJson(response, 200, { success: 'yes', message: 'Claimed' });
    if (path === '/api/v1/tournaments/all')
      return answerJson(response, 418, { success: false, message: 'teapot' });
    if (path === '/api/v1/jt/gen') return answerJson(response, 200, { success: true, message: 'ok' });
    return answerJson(response, 200, { success: true, message: 'Done' });
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the validating proxy in front of a deviating upstream', () => {
  it('reports each deviation with its operation, direction, JSON pointer and message, and passes the answer on', async () => {
    const upstream = await deviating();
    const logLines: string[] = [];
    const proxy = await proxyTo({ url: upstream.url }, {}, logLines);

    const profile = await fetch(`${proxy.url}/api/v1/user/profile`, { headers: AUTH });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual(PROFILE_WITHOUT_CREDITS);
    expect(profile.headers.get('x-contract-violations')).toBe('1');
    expect((await post(`${proxy.url}/api/v1/redeem-claim`, { item_id: 1 }, AUTH)).status).toBe(200);
    expect((await fetch(`${proxy.url}/api/v1/tournaments/all`, { headers: AUTH })).status).toBe(418);
    expect(
      (await post(`${proxy.url}/api/v1/jt/gen`, { msisdn: '923005550001', refferer: null })).status,
    ).toBe(200);

    const drift = await driftOf(proxy.url);
    // The calls' own bodies are the test's shorthand (reported as request drift); the answers matter here.
    const answers = drift.entries.filter((entry) => entry.direction === 'response');
    const found = answers.map(({ operationId, direction, pointer, message, status }) => ({
      operationId,
      direction,
      pointer,
      message,
      status,
    }));
    expect(found).toEqual([
      {
        operationId: 'getProfile',
        direction: 'response',
        pointer: '/body/credits',
        message: 'is missing (required)',
        status: 200,
      },
      expect.objectContaining({
        operationId: 'redeemClaim',
        direction: 'response',
        pointer: '/body/success',
        message: 'must be boolean',
      }),
      expect.objectContaining({
        operationId: 'listTournaments',
        direction: 'response',
        pointer: '/status',
        message: expect.stringContaining('418 is not a status listTournaments documents'),
        status: 418,
      }),
      expect.objectContaining({
        operationId: 'generateToken',
        direction: 'response',
        pointer: '/headers/access_token',
        message: 'is missing (required)',
      }),
    ]);
    // The log has a warning per violation, with the same facts.
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'CONTRACT DRIFT', operationId: 'getProfile', pointer: '/body/credits' }),
    );
    expect(logged.filter((line) => line.msg === 'CONTRACT DRIFT')).toHaveLength(drift.entries.length);
  });

  it('forwards only the contract path and query, with the caller’s token, never the mock’s own headers', async () => {
    const upstream = await deviating();
    const proxy = await proxyTo({ url: `${upstream.url}/` });
    await fetch(`${proxy.url}/leaderboard?limit=2`, { headers: AUTH });
    await fetch(`${proxy.url}/api/leaderboard?limit=2&x=1`, {
      headers: { ...AUTH, access_token: 'tok', 'x-mock-session': 'abc', cookie: 'dev=1' },
    });
    const [call] = upstream.received;
    expect(upstream.received).toHaveLength(1);
    expect(call!.url).toBe('/api/leaderboard?limit=2&x=1');
    expect(call!.headers.authorization).toBe('Bearer upstream-token');
    // access_token is a response header of the contract: a request's goes nowhere (issue 26, finding 8).
    expect(call!.headers.access_token).toBeUndefined();
    expect(call!.headers['x-mock-session']).toBeUndefined();
    expect(call!.headers.cookie).toBeUndefined();
    expect(call!.headers['x-forwarded-for']).toBe('127.0.0.1');
    // The unknown parameter is the client's mistake, reported as such, in the caller's world.
    const { entries } = await driftOf(proxy.url, 'abc');
    expect(entries.map((entry) => `${entry.direction} ${entry.pointer}`)).toContain('request /query/x');
  });

  it('answers no route outside the contract: unknown paths and methods never reach the upstream', async () => {
    const upstream = await deviating();
    const proxy = await proxyTo({ url: upstream.url }, { mockMode: false });
    expect((await fetch(`${proxy.url}/api/v1/admin/users`, { headers: AUTH })).status).toBe(404);
    expect(
      (await fetch(`${proxy.url}/api/v1/user/profile`, { method: 'DELETE', headers: AUTH })).status,
    ).toBe(404);
    expect((await fetch(`${proxy.url}/api/v1/user/../../admin`, { headers: AUTH })).status).toBe(404);
    expect(upstream.received).toEqual([]);
    // In production the control API stays closed, proxy mode or not.
    expect((await fetch(`${proxy.url}/__mock/drift`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/api/v1/user/profile`, { headers: AUTH })).status).toBe(200);
  });

  it('UPSTREAM_STRICT answers 502 naming the violation instead of a breaking answer, and passes a conforming one', async () => {
    const upstream = await deviating();
    const proxy = await proxyTo({ url: upstream.url, strict: true });
    const refused = await fetch(`${proxy.url}/api/v1/user/profile`, { headers: AUTH });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      success: false,
      message: "The upstream's answer breaks the contract: response /body/credits: is missing (required)",
      violations: [{ direction: 'response', pointer: '/body/credits', message: 'is missing (required)' }],
    });
    const conforming = await post(`${proxy.url}/api/v1/gamenow/notify`, {}, AUTH);
    expect(conforming.status).toBe(200);
    expect(await conforming.json()).toEqual({ success: true, message: 'Done' });
    const { strict, entries } = await driftOf(proxy.url);
    expect(strict).toBe(true);
    expect(entries.filter((entry) => entry.direction === 'response')).toEqual([
      expect.objectContaining({ operationId: 'getProfile', status: 200, pointer: '/body/credits' }),
    ]);
  });
});

describe('an upstream that fails', () => {
  it('is a 504 when it does not answer in time, and a 502 when it cannot be reached', async () => {
    const silent = await handMadeUpstream(() => undefined);
    const slow = await proxyTo({ url: silent.url, timeoutMs: 200 });
    const timedOut = await fetch(`${slow.url}/api/v1/user/profile`, { headers: AUTH });
    expect(timedOut.status).toBe(504);
    expect(((await timedOut.json()) as { message: string }).message).toMatch(/did not answer within 200 ms/);

    // A port nothing listens on any more.
    const port = await freePort();
    const proxy = await proxyTo({ url: `http://127.0.0.1:${port}` });
    const unreachable = await fetch(`${proxy.url}/api/v1/user/profile`, { headers: AUTH });
    expect(unreachable.status).toBe(502);
    expect(((await unreachable.json()) as { message: string }).message).toMatch(
      /could not be reached \(ECONNREFUSED\)/,
    );
  });
});
