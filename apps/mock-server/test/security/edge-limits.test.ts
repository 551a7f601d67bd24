import { SEEDED } from '@esr/test-support';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bodyLimitOf } from '../../src/contract/body-limits';
import { loadContract } from '../../src/contract/operations';
import { PENDING_REDEMPTIONS_KEPT, PENDING_REDEMPTION_TTL_MS } from '../../src/areas/rewards/store';
import { UPLOADS_AT_ONCE, UPLOADS_AT_ONCE_PER_CLIENT } from '../../src/plugins/upload-slots';
import { SUBSCRIBER_RATE_LIMITS } from '../../src/plugins/rate-limit';
import { PNG, json, multipart, server } from '../harness';

// Issue 26, findings 3, 4 and 7: no request timeout (120 bodies sent a byte every 10 s were still open
// after 330 s), uploads held in memory without a cap, every route parsing 3 MB JSON bodies before the
// token was checked, and gamenow/notify and redeem-item writing a row per call with no limit.

const contract = loadContract();
const spec = (operationId: string) => contract.byId.get(operationId)!;

/** A raw connection to a listening server: a request written by hand, as slowly as a test likes. */
function rawSocket(app: Awaited<ReturnType<typeof server>>['app']) {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, closed, received: () => received };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until the answer is the awaited one (50 tries, 50 ms apart): a paused upload holds its slot once its head is read. */
async function callUntil<T>(call: () => Promise<T>, awaited: (answer: T) => boolean): Promise<T> {
  let answer = await call();
  for (let tries = 0; !awaited(answer) && tries < 50; tries += 1) {
    await sleep(50);
    answer = await call();
  }
  return answer;
}

/** The head and the first bytes of an upload whose body never ends (content-length promises more). */
function pausedUpload(socket: Socket, token: string) {
  const { payload, headers } = multipart(
    { challengeId: 'x' },
    { field: 'entryImage', name: 'a.png', type: 'image/png', data: PNG },
  );
  socket.write(
    `POST /api/v1/daily-challenges/entry HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length + 1_000_000}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, 40));
}

/**
 * Sends again, paused, every upload of `paused` the server has already answered. A probe upload in flight
 * when a paused one arrives holds a slot itself, so the server refuses that paused upload, and every later
 * probe would find a slot free: the cap would never be reached.
 */
function keepPaused(
  app: Awaited<ReturnType<typeof server>>['app'],
  paused: ReturnType<typeof rawSocket>[],
  tokenOf: (index: number) => string,
): void {
  paused.forEach((raw, i) => {
    if (!raw.received()) return;
    raw.socket.destroy();
    paused[i] = rawSocket(app);
    pausedUpload(paused[i]!.socket, tokenOf(i));
  });
}

describe('timeouts (finding 3)', () => {
  it('waits at most 30 s for a request, 10 s for its head, and 60 s of silence on a connection', async () => {
    const { app } = await server();
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.timeout).toBe(60_000);
  });

  it('cuts a body sent a byte at a time once the request timeout has passed', async () => {
    const { app } = await server({ timeouts: { requestMs: 1_000, headersMs: 500, idleMs: 60_000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const raw = rawSocket(app);
    raw.socket.write(
      'POST /api/v1/jt/gen HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    let sent = 0;
    let open = true;
    void raw.closed.then(() => (open = false));
    while (open && sent < 200) {
      raw.socket.write('{');
      sent += 1;
      await sleep(100);
    }
    // 200 bytes at 10 a second would take 20 s: the server gave up long before.
    expect(open).toBe(false);
    expect(sent).toBeLessThan(200);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('uploads at once (finding 3)', () => {
  it("refuses a subscriber's third upload at once with 429, before reading it, and takes it once one is done", async () => {
    const s = await server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await s.token(SEEDED.withStreak);
    const paused = Array.from({ length: UPLOADS_AT_ONCE_PER_CLIENT }, () => rawSocket(s.app));
    paused.forEach(({ socket }) => pausedUpload(socket, token));
    // Closed even when an expectation fails: the server's close (after each test) waits for them.
    try {
      const upload = () => {
        const form = multipart(
          { challengeId: 'x' },
          { field: 'entryImage', name: 'a.png', type: 'image/png', data: PNG },
        );
        return s.app.inject({
          method: 'POST',
          url: '/api/v1/daily-challenges/entry',
          headers: { authorization: `Bearer ${token}`, ...form.headers },
          payload: form.payload,
        });
      };
      const refused = await callUntil(upload, (answer) => {
        keepPaused(s.app, paused, () => token);
        return answer.statusCode === 429;
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(json(refused)).toEqual({
        success: false,
        message: `You are already sending ${UPLOADS_AT_ONCE_PER_CLIENT} uploads; try again once they are done.`,
      });
      // Another subscriber is not held up by Sana's uploads.
      const other = multipart({ username: 'bilal' });
      const profile = await s.app.inject({
        method: 'POST',
        url: '/api/v1/user/profile/complete',
        headers: { authorization: `Bearer ${await s.token(SEEDED.gamenow)}`, ...other.headers },
        payload: other.payload,
      });
      expect(profile.statusCode).toBe(200);
      paused[0]!.socket.destroy();
      await paused[0]!.closed;
      const taken = await callUntil(upload, (answer) => answer.statusCode !== 429);
      // Past the cap: the upload is read and judged (the made-up challenge id is not today's).
      expect(taken.statusCode).toBe(404);
    } finally {
      paused.forEach(({ socket }) => socket.destroy());
    }
  });

  it(`reads at most ${UPLOADS_AT_ONCE} uploads at once in all`, async () => {
    const s = await server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const numbers = Array.from(
      { length: UPLOADS_AT_ONCE / UPLOADS_AT_ONCE_PER_CLIENT + 1 },
      (_, i) => `9230000100${String(i).padStart(2, '0')}`,
    );
    for (const msisdn of numbers) await s.control('POST', '/subscribers', { msisdn, status: 'active' });
    const tokens = await Promise.all(numbers.map((msisdn) => s.token(msisdn)));
    const sockets = tokens.slice(0, -1).flatMap((token) =>
      Array.from({ length: UPLOADS_AT_ONCE_PER_CLIENT }, () => {
        const raw = rawSocket(s.app);
        pausedUpload(raw.socket, token);
        return raw;
      }),
    );
    expect(sockets).toHaveLength(UPLOADS_AT_ONCE);
    const form = multipart({ username: 'late' });
    const late = () =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/user/profile/complete',
        headers: { authorization: `Bearer ${tokens.at(-1)!}`, ...form.headers },
        payload: form.payload,
      });
    const refused = await callUntil(late, (answer) => {
      keepPaused(s.app, sockets, (i) => tokens[Math.floor(i / UPLOADS_AT_ONCE_PER_CLIENT)]!);
      return answer.statusCode === 429;
    });
    expect(refused.statusCode).toBe(429);
    // completeProfile's errors keep its own shape.
    expect(json(refused)).toEqual({
      status: false,
      message: 'Too many uploads are in progress; try again in a moment.',
    });
    sockets.forEach(({ socket }) => socket.destroy());
  });
});

describe('bodies (finding 4)', () => {
  it('checks the token before reading the body: without one, any body is a 401', async () => {
    const s = await server();
    for (const payload of [
      '{"id":',
      `{"id":${'['.repeat(100_000)}`,
      JSON.stringify({ id: 'x'.repeat(2_000_000) }),
    ]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/tournament/view',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('takes a body up to its operation’s limit, from the contract: only challenge/entry takes megabytes', async () => {
    const s = await server();
    const auth = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
    const json = contract.operations.filter((op) => op.bodyKind === 'json');
    for (const op of json) {
      const limit = bodyLimitOf(op);
      if (op.operationId === 'submitChallengeEntry') {
        expect(limit).toBeGreaterThan(2_731_000);
        expect(limit).toBeLessThan(3.1 * 1024 * 1024);
      } else {
        expect(limit, op.operationId).toBeLessThanOrEqual(16 * 1024);
      }
      const over = await s.app.inject({
        method: 'POST',
        url: `/api${op.path}`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: `{"pad":"${'x'.repeat(limit)}"}`,
      });
      expect(over.statusCode, op.operationId).toBe(413);
      expect(over.json<{ message: string }>().message).toContain(`larger than ${limit} bytes`);
    }
    expect(bodyLimitOf(spec('completeProfile'))).toBeLessThan(2.2 * 1024 * 1024);
  });
});

describe('calls that write a row each time (finding 7)', () => {
  it('limits redeem-item and gamenow/notify per subscriber and minute', async () => {
    const s = await server();
    const redeem = (msisdn: string) => s.as(msisdn, 'POST', '/v1/redeem-item', { item: 7 });
    const { max } = SUBSCRIBER_RATE_LIMITS.redeemItem!;
    for (let i = 0; i < max; i += 1) expect((await redeem(SEEDED.withStreak)).statusCode).toBe(200);
    const refused = await redeem(SEEDED.withStreak);
    expect(refused.statusCode).toBe(429);
    // In redeem-item's own error shape.
    expect(json(refused)).toEqual({
      success: false,
      message: 'Too many redemptions started; try again in a minute.',
      data: { message: 'Too many redemptions started; try again in a minute.' },
    });
    await s.control('POST', '/subscribers', { msisdn: '923000001111', status: 'active', credits: 5000 });
    expect((await redeem('923000001111')).statusCode).toBe(200);

    const notify = () =>
      s.as(SEEDED.gamenow, 'POST', '/v1/gamenow/notify', { msisdn: SEEDED.withStreak }, 'gamenow');
    const notifyMax = SUBSCRIBER_RATE_LIMITS.gamenowNotify!.max;
    for (let i = 0; i < notifyMax; i += 1) expect((await notify()).statusCode).toBe(200);
    expect((await notify()).statusCode).toBe(429);
    const rows = s.app.sessions.main.store.db
      .prepare('SELECT count(*) AS n FROM partner_notifications')
      .get();
    expect(rows).toEqual({ n: notifyMax });
  });

  it(`keeps ${PENDING_REDEMPTIONS_KEPT} pending redemptions a subscriber, each for an hour`, async () => {
    const s = await server();
    const start = async () =>
      json<{ data: { uuid: string } }>(await s.as(SEEDED.withStreak, 'POST', '/v1/redeem-item', { item: 7 }))
        .data.uuid;
    const claim = (uuid: string) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
        item: 7,
        uuid,
        name: 'Sana',
        email: 'sana@example.pk',
        phone: SEEDED.withStreak,
      });
    const uuids: string[] = [];
    for (let i = 0; i < PENDING_REDEMPTIONS_KEPT + 2; i += 1) uuids.push(await start());
    const pending = s.app.sessions.main.store.db
      .prepare("SELECT count(*) AS n FROM redemptions WHERE msisdn = ? AND status = 'pending'")
      .get(SEEDED.withStreak);
    expect(pending).toEqual({ n: PENDING_REDEMPTIONS_KEPT });
    // The oldest went; the newest still claims.
    expect((await claim(uuids[0]!)).statusCode).toBe(404);
    expect((await claim(uuids.at(-1)!)).statusCode).toBe(200);

    const late = await start();
    s.elapse(PENDING_REDEMPTION_TTL_MS);
    const expired = await claim(late);
    expect(expired.statusCode).toBe(404);
    expect(json(expired)).toMatchObject({
      success: false,
      message: expect.stringContaining('expired (not confirmed within 60 minutes)'),
      code: 'REDEMPTION_EXPIRED',
    });
    expect(s.balance(SEEDED.withStreak)).toBe(30000 - 1000);
  });
});
