import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, json, multipart, server } from './harness';

type Challenges = {
  data: { challengeId: string; entryStatus: string; archieved: number; name: string; prize: number }[];
};

async function upload(
  s: Awaited<ReturnType<typeof server>>,
  msisdn: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const { payload, headers } = multipart(fields, file);
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/daily-challenges/entry',
    headers: { ...headers, authorization: `Bearer ${await s.token(msisdn)}` },
    payload,
  });
}

describe('daily tasks', () => {
  it('lists the daily games and saves the chosen one, answering today’s challenge first', async () => {
    const { as } = await server();
    const games = json<{ data: { gameId: string }[] }>(
      await as(SEEDED.newTrial, 'GET', '/v1/daily-challenges/games'),
    ).data;
    expect(games.map((g) => g.gameId)).toContain('pubg-mobile');
    const selected = json<Challenges>(
      await as(SEEDED.newTrial, 'POST', '/v1/daily-challenges/select-game', { gameId: 'freefire' }),
    );
    expect(selected.data[0]).toMatchObject({ entryStatus: 'Not submitted', archieved: 0 });
    expect(json(await as(SEEDED.newTrial, 'GET', '/v1/active-streak')).data).toMatchObject({
      gameId: 'freefire',
    });
  });

  it('answers archieved 1 when a game has no challenge today', async () => {
    const { as } = await server();
    const today = json<Challenges>(
      await as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'clash-royale' }),
    );
    expect(today.data[0]!.archieved).toBe(1);
  });

  it('refuses an unknown game with 404', async () => {
    const { as } = await server();
    expect(
      (await as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/select-game', { gameId: 'tetris' }))
        .statusCode,
    ).toBe(404);
  });

  it('marks today’s challenge submitted after a PNG upload, credits its prize once, stores a generated name', async () => {
    const s = await server();
    const today = json<Challenges>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
    ).data[0]!;
    const before = s.balance(SEEDED.withStreak);
    const file = { field: 'entryImage', name: '../../evil.png', type: 'image/png', data: PNG };
    const response = await upload(s, SEEDED.withStreak, { challengeId: today.challengeId }, file);
    expect(response.statusCode).toBe(200);
    const after = json<Challenges>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
    ).data[0]!;
    expect(after.entryStatus).not.toBe('Not submitted');
    expect(s.balance(SEEDED.withStreak)).toBe(before + today.prize);
    const again = await upload(s, SEEDED.withStreak, { challengeId: today.challengeId }, file);
    expect(again.statusCode).toBe(409);
    expect(s.balance(SEEDED.withStreak)).toBe(before + today.prize);
    const completed = json<{ data: { challenge_uuid: string }[] }>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/completed-task/get'),
    );
    expect(completed.data.map((t) => t.challenge_uuid)).toContain(today.challengeId);
  });

  it('refuses fake PNGs, other types and oversize files with the spec messages, changing nothing', async () => {
    const s = await server();
    const today = json<Challenges>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
    ).data[0]!;
    const fields = { challengeId: today.challengeId };
    const fake = await upload(s, SEEDED.withStreak, fields, {
      field: 'entryImage',
      name: 'a.png',
      type: 'image/png',
      data: Buffer.from('GIF89a not a png'),
    });
    expect(fake.statusCode).toBe(415);
    expect(json(fake).message).toBe('Only PNG, JPG, and JPEG files are allowed.');
    const mismatch = await upload(s, SEEDED.withStreak, fields, {
      field: 'entryImage',
      name: 'a.png',
      type: 'image/png',
      data: JPEG,
    });
    expect(mismatch.statusCode).toBe(415);
    const gif = await upload(s, SEEDED.withStreak, fields, {
      field: 'entryImage',
      name: 'a.gif',
      type: 'image/gif',
      data: PNG,
    });
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2048001)]);
    const oversize = await upload(s, SEEDED.withStreak, fields, {
      field: 'entryImage',
      name: 'a.png',
      type: 'image/png',
      data: big,
    });
    expect(oversize.statusCode).toBe(413);
    expect(json(oversize).message).toBe('Image should be less than 2MB.');
    const missing = await upload(s, SEEDED.withStreak, fields);
    expect(missing.statusCode).toBe(400);
    const stillOpen = json<Challenges>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
    ).data[0]!;
    expect(stillOpen.entryStatus).toBe('Not submitted');
  });

  it('refuses a JSON body on the multipart upload with 415', async () => {
    const { as } = await server();
    expect(
      (await as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/entry', { challengeId: 'x' })).statusCode,
    ).toBe(415);
  });
});

describe('game challenges', () => {
  const dataUrl = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

  it('lists challenge games and a game with its challenges, makeEntry and archived', async () => {
    const { as } = await server();
    const games = json<{ data: { gameId: string }[] }>(
      await as(SEEDED.withStreak, 'POST', '/v1/challenges/games'),
    ).data;
    expect(games.map((g) => g.gameId)).toEqual(['pubg-mobile', 'freefire', 'call-of-duty', 'valorant']);
    const pubg = json<{
      data: { challenges: { challengeId: string; makeEntry: number; archived: number }[] };
    }>(await as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'pubg-mobile' })).data.challenges;
    expect(pubg.find((c) => c.challengeId === 'pubg-c2')?.makeEntry).toBe(1);
    expect(pubg.find((c) => c.challengeId === 'pubg-c1')?.makeEntry).toBe(0);
    expect(pubg.find((c) => c.challengeId === 'pubg-c-old')?.archived).toBe(1);
    expect((await as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'nope' })).statusCode).toBe(
      404,
    );
  });

  it('a data-URL entry sets makeEntry 1 and credits the prize exactly once, even concurrently', async () => {
    const s = await server();
    const auth = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
    const before = s.balance(SEEDED.withStreak);
    const payload = { entryImage: dataUrl(PNG), gameId: 'pubg-mobile', challengeId: 'pubg-c1' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.app.inject({ method: 'POST', url: '/api/v1/challenge/entry', headers: auth, payload }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(s.balance(SEEDED.withStreak)).toBe(before + 60);
    expect(s.ledgerSum(SEEDED.withStreak)).toBe(s.balance(SEEDED.withStreak));
    const pubg = json<{ data: { challenges: { challengeId: string; makeEntry: number }[] } }>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'pubg-mobile' }),
    ).data.challenges;
    expect(pubg.find((c) => c.challengeId === 'pubg-c1')?.makeEntry).toBe(1);
  });

  it('refuses a fake image data URL and an archived challenge', async () => {
    const { as } = await server();
    const fake = await as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
      entryImage: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
      gameId: 'freefire',
      challengeId: 'ff-c2',
    });
    expect(fake.statusCode).toBe(415);
    const archived = await as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
      entryImage: dataUrl(PNG),
      gameId: 'pubg-mobile',
      challengeId: 'pubg-c-old',
    });
    expect(archived.statusCode).toBe(409);
  });
});
