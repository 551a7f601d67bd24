import { SEEDED } from '@esr/test-support';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PNG, json, multipart, server } from '../harness';

// Issue 14, finding 1: the daily task paid again for every string that began with a daily template and
// today's date (pubg-daily-a:<today>:1, :2...), and for other games' templates. Now an entry is taken
// only for the id the server issues today for the subscriber's selected game, once a day.

type S = Awaited<ReturnType<typeof server>>;

async function todaysChallenge(s: S, msisdn: string, gameId: string) {
  const answer = json<{ data: { challengeId: string; prize: number; entryStatus: string }[] }>(
    await s.as(msisdn, 'POST', '/v1/daily-challenges/challenges', { gameId }),
  );
  return answer.data[0]!;
}

async function submit(s: S, msisdn: string, challengeId: string) {
  const { payload, headers } = multipart(
    { challengeId },
    { field: 'entryImage', name: 'shot.png', type: 'image/png', data: PNG },
  );
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/daily-challenges/entry',
    headers: { ...headers, authorization: `Bearer ${await s.token(msisdn)}` },
    payload,
  });
}

const files = (s: S) => readdirSync(s.app.sessions.main.uploads.dir);

describe('daily task credits (issue 14, finding 1)', () => {
  it('refuses ids built from today’s id (suffixes), with a 404 that names today’s task, credits nothing, keeps no file', async () => {
    const s = await server();
    const today = await todaysChallenge(s, SEEDED.withStreak, 'pubg-mobile');
    const before = s.balance(SEEDED.withStreak);
    for (const forged of [`${today.challengeId}:1`, `${today.challengeId}:2`, `${today.challengeId} `]) {
      const response = await submit(s, SEEDED.withStreak, forged);
      expect(response.statusCode, forged).toBe(404);
      expect(json(response)).toMatchObject({ success: false, code: 'CHALLENGE_NOT_FOUND' });
      expect(json(response).message).toContain(today.challengeId);
    }
    expect(s.balance(SEEDED.withStreak)).toBe(before);
    expect(s.ledgerSum(SEEDED.withStreak)).toBe(before);
    expect(files(s)).toEqual([]);
  });

  it("refuses today's task of a game the subscriber did not select", async () => {
    const s = await server();
    const before = s.balance(SEEDED.withStreak);
    for (const gameId of ['freefire', 'call-of-duty']) {
      const other = await todaysChallenge(s, SEEDED.withStreak, gameId);
      expect((await submit(s, SEEDED.withStreak, other.challengeId)).statusCode, gameId).toBe(404);
    }
    expect(s.balance(SEEDED.withStreak)).toBe(before);
    expect(files(s)).toEqual([]);
  });

  it('pays the selected game’s task once a day: not again for another game selected the same day', async () => {
    const s = await server();
    const today = await todaysChallenge(s, SEEDED.withStreak, 'pubg-mobile');
    const before = s.balance(SEEDED.withStreak);
    expect((await submit(s, SEEDED.withStreak, today.challengeId)).statusCode).toBe(200);
    expect(s.balance(SEEDED.withStreak)).toBe(before + today.prize);
    // The once-only key is the day: choosing another game does not open a second task today.
    await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/select-game', { gameId: 'freefire' });
    const freefire = await todaysChallenge(s, SEEDED.withStreak, 'freefire');
    expect(freefire.entryStatus).toBe('Submitted');
    const second = await submit(s, SEEDED.withStreak, freefire.challengeId);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'ALREADY_SUBMITTED' });
    expect(s.balance(SEEDED.withStreak)).toBe(before + today.prize);
    expect(files(s)).toHaveLength(1);
  });

  it('asks for a game first when none is selected', async () => {
    const s = await server();
    const today = await todaysChallenge(s, SEEDED.newTrial, 'pubg-mobile');
    const response = await submit(s, SEEDED.newTrial, today.challengeId);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'NO_GAME_SELECTED' });
    expect(s.balance(SEEDED.newTrial)).toBe(0);
  });

  it("takes tomorrow's id tomorrow, and refuses yesterday's as closed", async () => {
    const s = await server();
    const yesterday = await todaysChallenge(s, SEEDED.withStreak, 'pubg-mobile');
    await s.control('POST', '/clock', { advanceDays: 1 });
    const closed = await submit(s, SEEDED.withStreak, yesterday.challengeId);
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toMatchObject({ code: 'CHALLENGE_CLOSED' });
    const today = await todaysChallenge(s, SEEDED.withStreak, 'pubg-mobile');
    expect((await submit(s, SEEDED.withStreak, today.challengeId)).statusCode).toBe(200);
  });
});
