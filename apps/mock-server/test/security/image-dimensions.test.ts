import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, multipart, server } from '../harness';

// Issue 14, finding 7: only magic bytes were checked, so a 389 KB PNG declaring 20000 x 20000 pixels
// became a profile image shown to everyone on the leaderboard. Now task, challenge and profile images
// are refused above 4096 x 4096 (read from the header), with a message that says so.

/** A PNG whose header declares width x height (no pixels follow: a header is all that is read). */
function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type S = Awaited<ReturnType<typeof server>>;

async function profileImage(s: S, data: Buffer) {
  const form = multipart({}, { field: 'image', name: 'big.png', type: 'image/png', data });
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/user/profile/complete',
    headers: { ...form.headers, authorization: `Bearer ${await s.token(SEEDED.withStreak)}` },
    payload: form.payload,
  });
}

async function dailyEntry(s: S, data: Buffer) {
  const today = json<{ data: { challengeId: string }[] }>(
    await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
  ).data[0]!;
  const form = multipart(
    { challengeId: today.challengeId },
    { field: 'entryImage', name: 'big.png', type: 'image/png', data },
  );
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/daily-challenges/entry',
    headers: { ...form.headers, authorization: `Bearer ${await s.token(SEEDED.withStreak)}` },
    payload: form.payload,
  });
}

const challengeEntry = (s: S, data: Buffer) =>
  s.as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
    entryImage: `data:image/png;base64,${data.toString('base64')}`,
    gameId: 'pubg-mobile',
    challengeId: 'pubg-c1',
  });

describe('image dimensions (issue 14, finding 7)', () => {
  it.each([
    ['profile', profileImage],
    ['daily task', dailyEntry],
    ['game challenge', challengeEntry],
  ] as const)(
    'refuses a %s image over 4096 x 4096 with 413 and a message, changing nothing',
    async (_kind, send) => {
      const s = await server();
      const before = s.balance(SEEDED.withStreak);
      for (const [width, height] of [
        [20000, 20000],
        [4097, 1],
        [1, 4097],
      ]) {
        const response = await send(s, pngOfSize(width!, height!));
        expect(response.statusCode, `${width}x${height}`).toBe(413);
        expect(json(response).message).toBe(
          `Image dimensions must not exceed 4096x4096 pixels; this one is ${width}x${height}.`,
        );
      }
      expect(s.balance(SEEDED.withStreak)).toBe(before);
      expect(
        json<{ profileImage: string | null }>(await s.as(SEEDED.withStreak, 'GET', '/v1/user/profile'))
          .profileImage,
      ).toBeNull();
    },
  );

  it('takes an image of exactly 4096 x 4096', async () => {
    const s = await server();
    expect((await profileImage(s, pngOfSize(4096, 4096))).statusCode).toBe(200);
  });
});
