import { SEEDED } from '@esr/test-support';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG, json, multipart, server } from '../harness';

// Issue 14, finding 6: a token minted in an x-mock-session world (clock ten years ahead) was accepted
// by the main world; session uploads landed in the main uploads folder and stayed; ids were cut to 100
// characters, so two long ids shared a world.

type S = Awaited<ReturnType<typeof server>>;

async function tokenIn(s: S, session: string) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/v1/jt/gen',
    headers: { 'x-mock-session': session },
    payload: { msisdn: SEEDED.withStreak },
  });
  return response.headers['access_token'] as string;
}

const streakIn = (s: S, token: string, session?: string) =>
  s.app.inject({
    method: 'GET',
    url: '/api/v1/active-streak',
    headers: { authorization: `Bearer ${token}`, ...(session ? { 'x-mock-session': session } : {}) },
  });

describe('mock sessions are isolated (issue 14, finding 6)', () => {
  it("refuses a session's token in the main world and in another session, even from a clock years ahead", async () => {
    const s = await server();
    await s.app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'x-mock-session': 'future' },
      payload: { advanceDays: 3650 },
    });
    const token = await tokenIn(s, 'future');
    expect((await streakIn(s, token, 'future')).statusCode).toBe(200);
    expect((await streakIn(s, token)).statusCode).toBe(401);
    expect((await streakIn(s, token, 'other')).statusCode).toBe(401);
    // And the main world's token is not a session's.
    expect((await streakIn(s, await s.token(SEEDED.withStreak), 'future')).statusCode).toBe(401);
  });

  it("keeps a session's uploads in its own folder, served under its own URL, and removes them with it", async () => {
    const s = await server();
    const session = 'uploads-test';
    const form = multipart(
      { username: 'sana' },
      { field: 'image', name: 'a.png', type: 'image/png', data: PNG },
    );
    const token = await tokenIn(s, session);
    const saved = await s.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/complete',
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'x-mock-session': session },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(200);
    const profile = json<{ profileImage: string }>(
      await s.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization: `Bearer ${token}`, 'x-mock-session': session },
      }),
    );
    expect(profile.profileImage).toMatch(
      new RegExp(`^/media/uploads/sessions/${session}/[0-9a-f-]{36}\\.png$`),
    );
    expect((await s.app.inject({ method: 'GET', url: profile.profileImage })).statusCode).toBe(200);
    const mainDir = s.app.sessions.main.uploads.dir;
    expect(readdirSync(mainDir).filter((name) => name !== 'sessions')).toEqual([]);
    const sessionDir = join(mainDir, 'sessions', session);
    expect(readdirSync(sessionDir)).toHaveLength(1);
    s.app.sessions.close();
    expect(existsSync(sessionDir)).toBe(false);
  });

  it('refuses ids that are too long or not a plain name, instead of cutting them', async () => {
    const s = await server();
    const long = 'a'.repeat(100);
    for (const id of [`${long}-one`, `${long}-two`, '../main', 'main', 'with space']) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/__mock/clock',
        headers: { 'x-mock-session': id },
        payload: { advanceDays: 1 },
      });
      expect(response.statusCode, id).toBe(400);
      expect(json(response).message).toMatch(/x-mock-session must be 1 to 64/);
    }
    const product = await s.app.inject({
      method: 'GET',
      url: '/api/v1/tournaments/all',
      headers: {
        'x-mock-session': `${long}-one`,
        authorization: `Bearer ${await s.token(SEEDED.withStreak)}`,
      },
    });
    expect(product.statusCode).toBe(400);
  });
});
