import { SEEDED } from '@esr/test-support';
import { REWARDS, aimTrainMinPassMs } from '@esr/domain';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUBSCRIBER_RATE_LIMITS } from '../../src/plugins/rate-limit';
import { PNG, json, server } from '../harness';
import { ledgerMismatches } from './support';

// 1,000 concurrent calls of each credit-moving operation for one subscriber: the credit (or spend)
// happens exactly once, the balance is the ledger's sum and is never negative. The calls go through
// the whole HTTP stack in one process, so every await in it (token check, body parsing, image
// checks, file writes) is a point where the others interleave.

const N = 1000;
const HEADSET = 2;
const HEADSET_CREDITS = REWARDS[HEADSET - 1]!.credits;
const AIM = { game_unique_id: 'aim_train_001', game_name: 'Aim Train' };
const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function world() {
  const dataDir = mkdtempSync(join(tmpdir(), 'esr-concurrency-'));
  dirs.push(dataDir);
  const s = await server({ dataDir });
  const headers = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
  const post = (url: string, payload?: Record<string, unknown>) =>
    s.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const db = s.app.sessions.main.store.db;
  const ledger = (kind: string) =>
    db
      .prepare('SELECT amount, ref FROM ledger WHERE msisdn = ? AND kind = ?')
      .all(SEEDED.withStreak, kind) as {
      amount: number;
      ref: string;
    }[];
  const uploads = () => readdirSync(join(dataDir, 'uploads'));
  return { ...s, post, db, ledger, uploads };
}

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

const times = <T>(n: number, call: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

describe(`${N} concurrent calls for one subscriber`, () => {
  it('update-daily-streak credits the day once', async () => {
    const s = await world();
    const before = s.balance(SEEDED.withStreak);
    const responses = await times(N, () => s.post('/v1/update-daily-streak'));
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    const awarded = json<{ data: { credits_awarded: number } }>(responses.find((r) => r.statusCode === 200)!)
      .data.credits_awarded;
    expect(s.ledger('streak')).toHaveLength(1);
    expect(s.balance(SEEDED.withStreak)).toBe(before + awarded);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('esl-games result credits a passed level once', async () => {
    const s = await world();
    const entered = await s.post('/v1/esl-games/enter', { ...AIM, game_level: 1, level_credits: 30 });
    expect(entered.statusCode).toBe(200);
    s.elapse(aimTrainMinPassMs(1));
    const before = s.balance(SEEDED.withStreak);
    const responses = await times(N, () =>
      s.post('/v1/esl-games/result', { game_unique_id: AIM.game_unique_id, game_level: 1, is_passed: '1' }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    expect(s.ledger('esl-level')).toEqual([{ amount: 30, ref: 'aim_train_001:1' }]);
    expect(s.balance(SEEDED.withStreak)).toBe(before + 30);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('a challenge entry credits its prize once and keeps one image', async () => {
    const s = await world();
    const before = s.balance(SEEDED.withStreak);
    const responses = await times(N, () =>
      s.post('/v1/challenge/entry', { entryImage: dataUrl, gameId: 'pubg-mobile', challengeId: 'pubg-c1' }),
    );
    // Ten a minute per subscriber are read (issue 41): the race is between those ten.
    const { max } = SUBSCRIBER_RATE_LIMITS.submitChallengeEntry!;
    expect(statuses(responses)).toEqual({ 200: 1, 409: max - 1, 429: N - max });
    expect(s.ledger('challenge')).toEqual([{ amount: 60, ref: 'pubg-c1' }]);
    expect(s.balance(SEEDED.withStreak)).toBe(before + 60);
    const entries = s.db
      .prepare('SELECT image FROM challenge_entries WHERE msisdn = ? AND challenge_id = ?')
      .all(SEEDED.withStreak, 'pubg-c1') as { image: string }[];
    expect(entries).toHaveLength(1);
    // The refused duplicates leave no image behind: only the entry's own file is stored.
    expect(s.uploads()).toEqual([entries[0]!.image.split('/').pop()]);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('redeem-claim of one redemption spends once; every repeat is answered as already confirmed', async () => {
    const s = await world();
    const { uuid } = json<{ data: { uuid: string } }>(
      await s.post('/v1/redeem-item', { item: HEADSET }),
    ).data;
    const before = s.balance(SEEDED.withStreak);
    const claim = { item: HEADSET, uuid, name: 'Sana', email: 'sana@example.pk', phone: SEEDED.withStreak };
    const responses = await times(N, () => s.post('/v1/redeem-claim', claim));
    expect(statuses(responses)).toEqual({ 200: N });
    const messages = responses.map((r) => json<{ message: string }>(r).message);
    expect(messages.filter((m) => m === 'Redemption confirmed')).toHaveLength(1);
    expect(s.ledger('redeem')).toEqual([{ amount: -HEADSET_CREDITS, ref: uuid }]);
    expect(s.balance(SEEDED.withStreak)).toBe(before - HEADSET_CREDITS);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('redeem-claims of many redemptions never overspend', async () => {
    const s = await world();
    // Enough for exactly three headsets, with 100 credits to spare.
    await s.control('POST', '/subscribers', {
      msisdn: SEEDED.withStreak,
      status: 'active',
      credits: 3 * HEADSET_CREDITS + 100,
    });
    const uuids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await s.post('/v1/redeem-item', { item: HEADSET });
      expect(answer.statusCode).toBe(200);
      uuids.push(json<{ data: { uuid: string } }>(answer).data.uuid);
    }
    const responses = await times(N, (i) =>
      s.post('/v1/redeem-claim', {
        item: HEADSET,
        uuid: uuids[i % uuids.length]!,
        name: 'Sana',
        email: 'sana@example.pk',
        phone: SEEDED.withStreak,
      }),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const claimed = s.db
      .prepare("SELECT uuid FROM redemptions WHERE msisdn = ? AND status = 'claimed'")
      .all(SEEDED.withStreak) as { uuid: string }[];
    expect(claimed).toHaveLength(3);
    expect(s.ledger('redeem')).toHaveLength(3);
    expect(s.balance(SEEDED.withStreak)).toBe(100);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('all four at once, interleaved, still move each credit exactly once', async () => {
    const s = await world();
    await s.post('/v1/esl-games/enter', { ...AIM, game_level: 1, level_credits: 30 });
    s.elapse(aimTrainMinPassMs(1));
    const { uuid } = json<{ data: { uuid: string } }>(
      await s.post('/v1/redeem-item', { item: HEADSET }),
    ).data;
    const before = s.balance(SEEDED.withStreak);
    const calls = [
      () => s.post('/v1/update-daily-streak'),
      () =>
        s.post('/v1/esl-games/result', { game_unique_id: AIM.game_unique_id, game_level: 1, is_passed: '1' }),
      () =>
        s.post('/v1/challenge/entry', { entryImage: dataUrl, gameId: 'pubg-mobile', challengeId: 'pubg-c1' }),
      () =>
        s.post('/v1/redeem-claim', {
          item: HEADSET,
          uuid,
          name: 'Sana',
          email: 'sana@example.pk',
          phone: SEEDED.withStreak,
        }),
    ];
    const responses = await times(N, (i) => calls[i % calls.length]!());
    expect(responses.some((r) => r.statusCode >= 500)).toBe(false);
    const streak = s.ledger('streak');
    expect(streak).toHaveLength(1);
    expect(s.ledger('esl-level')).toHaveLength(1);
    expect(s.ledger('challenge')).toHaveLength(1);
    expect(s.ledger('redeem')).toHaveLength(1);
    expect(s.balance(SEEDED.withStreak)).toBe(before + streak[0]!.amount + 30 + 60 - HEADSET_CREDITS);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });
});
