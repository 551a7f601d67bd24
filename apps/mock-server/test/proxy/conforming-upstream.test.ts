import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { PNG } from '../harness';
import { driftOf, listeningMock, proxyTo, tokenVia } from './support';

// The upstream is a second mock server: it keeps the contract, so the proxy must pass every answer on
// as it is and report no drift.

describe('the validating proxy in front of a conforming upstream', () => {
  it('forwards /api to the upstream and passes its answers on, reporting no drift', async () => {
    const upstream = await listeningMock();
    const proxy = await proxyTo({ url: upstream.url });
    const token = await tokenVia(proxy.url, SEEDED.withStreak);
    const auth = { authorization: `Bearer ${token}` };

    const viaProxy = await fetch(`${proxy.url}/api/v1/user/profile`, { headers: auth });
    const direct = await fetch(`${upstream.url}/api/v1/user/profile`, { headers: auth });
    expect(viaProxy.status).toBe(200);
    expect(await viaProxy.json()).toEqual(await direct.json());

    // The upstream answered: its own journal has the calls, the proxy's store was never asked.
    const journal = (await (await fetch(`${upstream.url}/__mock/journal`)).json()) as {
      entries: { operationId: string }[];
    };
    expect(journal.entries.map((entry) => entry.operationId)).toEqual([
      'generateToken',
      'getProfile',
      'getProfile',
    ]);
    expect(await driftOf(proxy.url)).toMatchObject({ mode: 'proxy', upstream: upstream.url, entries: [] });
    expect(viaProxy.headers.get('x-contract-violations')).toBeNull();
  });

  it('streams an upload through with its token and fields, and the upstream stores it', async () => {
    const upstream = await listeningMock();
    const proxy = await proxyTo({ url: upstream.url });
    const auth = { authorization: `Bearer ${await tokenVia(proxy.url, SEEDED.withStreak)}` };
    const form = new FormData();
    form.append('username', 'sana_proxy');
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');

    const response = await fetch(`${proxy.url}/api/v1/user/profile/complete`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(response.status).toBe(200);
    const profile = (await (
      await fetch(`${upstream.url}/api/v1/user/profile`, { headers: auth })
    ).json()) as {
      username: string;
      profileImage: string;
    };
    expect(profile.username).toBe('sana_proxy');
    expect(profile.profileImage).toMatch(/^\/media\/uploads\/.+\.png$/);
    expect((await driftOf(proxy.url)).entries).toEqual([]);
  });

  it('checks error answers too: a documented error passes, and only the request is reported', async () => {
    const upstream = await listeningMock();
    const proxy = await proxyTo({ url: upstream.url });
    // No token on a secured operation: the upstream answers its documented 401.
    const response = await fetch(`${proxy.url}/api/v1/user/profile`);
    expect(response.status).toBe(401);
    const { entries } = await driftOf(proxy.url);
    expect(entries).toEqual([
      expect.objectContaining({
        operationId: 'getProfile',
        direction: 'request',
        pointer: '/headers/authorization',
        status: 401,
      }),
    ]);
    // The journal keeps the violation with the call.
    const journal = (await (await fetch(`${proxy.url}/__mock/journal`)).json()) as {
      entries: { operationId: string; status: number; violations?: { pointer: string }[] }[];
    };
    expect(journal.entries).toEqual([
      expect.objectContaining({
        operationId: 'getProfile',
        status: 401,
        violations: [expect.objectContaining({ direction: 'request', pointer: '/headers/authorization' })],
      }),
    ]);
  });

  it('reports a request that breaks the contract with the field it breaks, and still forwards it', async () => {
    const upstream = await listeningMock();
    const proxy = await proxyTo({ url: upstream.url });
    const response = await fetch(`${proxy.url}/api/v1/jt/gen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: 923001234567 }),
    });
    expect(response.status).toBe(400);
    const pointers = (await driftOf(proxy.url)).entries.map((entry) => `${entry.direction} ${entry.pointer}`);
    expect(pointers).toContain('request /body/msisdn');
    expect(pointers.every((pointer) => pointer.startsWith('request'))).toBe(true);
  });

  it('reports an upload without its required file, and reads compressed answers to check them', async () => {
    const upstream = await listeningMock();
    const proxy = await proxyTo({ url: upstream.url });
    const auth = { authorization: `Bearer ${await tokenVia(proxy.url, SEEDED.withStreak)}` };
    const form = new FormData();
    form.append('challengeId', 'daily-pubg-mobile');
    const refused = await fetch(`${proxy.url}/api/v1/daily-challenges/entry`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(refused.status).toBe(400);
    expect((await driftOf(proxy.url)).entries).toEqual([
      expect.objectContaining({
        operationId: 'submitDailyEntry',
        direction: 'request',
        pointer: '/body/entryImage',
        message: 'is missing (a required file)',
      }),
    ]);

    // The upstream compresses lists over 1 KB; the proxy decodes them to check them.
    const viaProxy = await fetch(`${proxy.url}/api/v1/tournaments/all`, { headers: auth });
    const direct = await fetch(`${upstream.url}/api/v1/tournaments/all`, { headers: auth });
    expect(direct.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await viaProxy.json()).toEqual(await direct.json());
    expect((await driftOf(proxy.url)).entries).toHaveLength(1);
  });
});
