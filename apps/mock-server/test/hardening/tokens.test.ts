import { SEEDED } from '@esr/test-support';
import { aimTrainMinPassMs } from '@esr/domain';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PNG, json, multipart, server } from '../harness';
import { VALID_JSON, contractOperations, snapshot, subscriberState, type ContractOperation } from './support';

// Bearer tokens against every secured operation of the contract: a tampered signature, alg none,
// another algorithm, another secret, another subscriber's claims, an expired or not-yet-valid
// token, missing claims: all 401, nothing changed. And a valid token only ever reaches its own
// subscriber's data.

const OTHER = '923110000001'; // Muhammad Abdullah Khan: credits, a challenge entry, tournaments
const secured = contractOperations().filter((op) => op.secured);
const TEST_SECRET = 'test-secret'; // testConfig()'s
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const seconds = () => Math.floor(Date.now() / 1000);

type S = Awaited<ReturnType<typeof server>>;

const sign = (claims: Record<string, unknown>, { secret = TEST_SECRET, alg = 'HS256' } = {}) =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

/** Calls `op` as its valid request would, with `authorization` as the only thing that may be wrong. */
function call(s: S, op: ContractOperation, authorization: string): Promise<LightMyRequestResponse> {
  if (op.bodyKind === 'multipart') {
    const fileField = op.fields.find((f) => f.schema.format === 'binary')!.name;
    const fields: Record<string, string> =
      op.operationId === 'completeProfile' ? { username: 'x' } : { challengeId: 'x:y' };
    const body = multipart(fields, { field: fileField, name: 'a.png', type: 'image/png', data: PNG });
    return s.app.inject({
      method: 'POST',
      url: op.url,
      headers: { ...body.headers, authorization },
      payload: body.payload,
    });
  }
  return s.app.inject({
    method: op.method,
    url: op.url,
    headers: { authorization },
    ...(op.bodyKind === 'json' ? { payload: VALID_JSON[op.operationId] } : {}),
  });
}

async function expectAllRefused(s: S, label: string, authorization: string) {
  const db = s.app.sessions.main.store.db;
  const before = snapshot(db);
  const accepted: string[] = [];
  for (const op of secured) {
    const response = await call(s, op, authorization);
    const message = (response.json() as { message?: unknown }).message;
    if (response.statusCode !== 401 || typeof message !== 'string' || message === '') {
      accepted.push(`${op.operationId}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  expect(accepted, `${label}\n${accepted.join('\n')}`).toEqual([]);
  expect(snapshot(db)).toEqual(before);
}

describe('every secured operation answers 401 and changes nothing for', () => {
  it('a missing, empty or non-bearer authorization', async () => {
    const s = await server();
    const token = await s.token(SEEDED.withStreak);
    for (const header of ['', 'Bearer ', `Basic ${token}`, `bearer${token}`, 'Bearer a.b.c', 'Bearer .']) {
      await expectAllRefused(s, JSON.stringify(header), header);
    }
  });

  it("a tampered signature, and a subscriber's token carrying another subscriber's claims", async () => {
    const s = await server();
    const token = await s.token(SEEDED.withStreak);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    await expectAllRefused(s, 'tampered signature', `Bearer ${header}.${payload}.${flipped}`);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    await expectAllRefused(
      s,
      "another subscriber's claims under this signature",
      `Bearer ${header}.${b64({ ...claims, msisdn: OTHER })}.${signature}`,
    );
    await expectAllRefused(
      s,
      'a longer lifetime under this signature',
      `Bearer ${header}.${b64({ ...claims, exp: seconds() + 365 * 86_400 })}.${signature}`,
    );
  });

  it('alg none and algorithms other than HS256, even with the right secret', async () => {
    const s = await server();
    const claims = { msisdn: SEEDED.withStreak, gn: 0, iat: seconds(), exp: seconds() + 3600 };
    for (const alg of ['none', 'None', 'NONE']) {
      await expectAllRefused(s, `alg ${alg}`, `Bearer ${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`);
    }
    await expectAllRefused(s, 'HS512', `Bearer ${await sign(claims, { alg: 'HS512' })}`);
    await expectAllRefused(s, 'HS384', `Bearer ${await sign(claims, { alg: 'HS384' })}`);
  });

  it('a token signed with another secret', async () => {
    const s = await server();
    const claims = { msisdn: SEEDED.withStreak, gn: 0, iat: seconds(), exp: seconds() + 3600 };
    await expectAllRefused(s, 'another secret', `Bearer ${await sign(claims, { secret: 'another-secret' })}`);
    await expectAllRefused(
      s,
      'a near-miss secret',
      `Bearer ${await sign(claims, { secret: `${TEST_SECRET} ` })}`,
    );
  });

  it('well-signed tokens with bad claims: no exp, no iat, not yet valid, unknown or malformed msisdn', async () => {
    const s = await server();
    const now = seconds();
    const cases: [string, Record<string, unknown>][] = [
      ['no exp', { msisdn: SEEDED.withStreak, gn: 0, iat: now }],
      ['no iat', { msisdn: SEEDED.withStreak, gn: 0, exp: now + 3600 }],
      [
        'not yet valid (nbf)',
        { msisdn: SEEDED.withStreak, gn: 0, iat: now, exp: now + 7200, nbf: now + 3600 },
      ],
      ['exp in the past', { msisdn: SEEDED.withStreak, gn: 0, iat: now - 7200, exp: now - 3600 }],
      ['unknown msisdn', { msisdn: '923219999999', gn: 0, iat: now, exp: now + 3600 }],
      ['unsubscribed msisdn', { msisdn: '923009990000', gn: 0, iat: now, exp: now + 3600 }],
      ['msisdn a number', { msisdn: 923005550001, gn: 0, iat: now, exp: now + 3600 }],
      ['no msisdn', { gn: 0, iat: now, exp: now + 3600 }],
    ];
    for (const [label, claims] of cases) await expectAllRefused(s, label, `Bearer ${await sign(claims)}`);
  });

  it('a token that expires after it was accepted (the verified-token cache checks exp on every use)', async () => {
    const s = await server({ jwtTtlSeconds: 60 });
    const authorization = `Bearer ${await s.token(SEEDED.withStreak)}`;
    const accepted = await s.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization },
    });
    expect(accepted.statusCode).toBe(200);
    await s.control('POST', '/clock', { now: new Date(Date.now() + 61_000).toISOString() });
    await expectAllRefused(s, 'expired on the mock clock', authorization);
    // Back before its expiry it is valid again: the refusal came from the clock, not a blacklist.
    await s.control('POST', '/clock', { now: new Date(Date.now()).toISOString() });
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization } }))
        .statusCode,
    ).toBe(200);
  });
});

describe("one subscriber's token never reaches another's data", () => {
  it("reads answer the caller's own data, and every write leaves the other subscriber as it was", async () => {
    const s = await server();
    const db = s.app.sessions.main.store.db;
    // The other subscriber has a pending redemption of their own.
    const theirs = json<{ data: { uuid: string } }>(
      await s.as(OTHER, 'POST', '/v1/redeem-item', { item: 2 }),
    ).data;
    const before = subscriberState(db, OTHER);
    expect((before.challenge_entries as unknown[]).length).toBeGreaterThan(0);

    const profile = json<{ phone: string; credits: number }>(
      await s.as(SEEDED.withStreak, 'GET', '/v1/user/profile'),
    );
    expect(profile).toMatchObject({ phone: SEEDED.withStreak, credits: 30000 });
    const completed = json<{ data: unknown[] }>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/completed-task/get'),
    ).data;
    const own = db
      .prepare('SELECT COUNT(*) AS n FROM challenge_entries WHERE msisdn = ?')
      .get(SEEDED.withStreak) as {
      n: number;
    };
    expect(completed).toHaveLength(own.n);

    const auth = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
    // The gamenow call is a partner user's: the same subscriber, with a gn 1 token.
    const partnerAuth = { authorization: `Bearer ${await s.token(SEEDED.withStreak, 'gamenow')}` };
    const writes: [string, string, Record<string, unknown>?][] = [
      ['POST', '/v1/update-daily-streak'],
      ['POST', '/v1/daily-challenges/select-game', { gameId: 'freefire' }],
      ['POST', '/v1/challenge/entry', VALID_JSON.submitChallengeEntry],
      ['POST', '/v1/tournament/entry/checkin', VALID_JSON.tournamentCheckin],
      [
        'POST',
        '/v1/esl-games/enter',
        { game_unique_id: 'aim_train_001', game_name: 'Aim Train', game_level: 1, level_credits: 30 },
      ],
      ['POST', '/v1/esl-games/result', { game_unique_id: 'aim_train_001', game_level: 1, is_passed: '1' }],
      ['POST', '/v1/redeem-item', { item: 2 }],
      ['POST', '/v1/gamenow/notify', { msisdn: OTHER }],
    ];
    for (const [method, url, payload] of writes) {
      // A pass is taken once the level could have been played.
      if (url === '/v1/esl-games/result') s.elapse(aimTrainMinPassMs(1));
      const response = await s.app.inject({
        method: method as 'POST',
        url: `/api${url}`,
        headers: url === '/v1/gamenow/notify' ? partnerAuth : auth,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
    const profileForm = multipart(
      { username: 'not_them', bio: 'mine' },
      { field: 'image', name: 'a.png', type: 'image/png', data: PNG },
    );
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/v1/user/profile/complete',
          headers: { ...auth, ...profileForm.headers },
          payload: profileForm.payload,
        })
      ).statusCode,
    ).toBe(200);
    // Confirming the other subscriber's redemption with one's own token: not found, nothing spent.
    const stolen = await s.app.inject({
      method: 'POST',
      url: '/api/v1/redeem-claim',
      headers: auth,
      payload: { item: 2, uuid: theirs.uuid, name: 'x', email: 'x@example.pk', phone: SEEDED.withStreak },
    });
    expect(stolen.statusCode).toBe(404);

    expect(subscriberState(db, OTHER)).toEqual(before);
    const theirProfile = json<{ username: string; bio: string }>(
      await s.as(OTHER, 'GET', '/v1/user/profile'),
    );
    expect(theirProfile.username).toBe('abdullah');
  });
});
