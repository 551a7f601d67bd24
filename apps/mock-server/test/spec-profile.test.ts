import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

// The spec profile (docs/decisions/0970): answers carry only the product spec's fields, decided once
// from the contract's x-designed marks; designed operations the app needs answer whole.

type Rows = { data: Record<string, unknown>[] };

describe('the spec profile', () => {
  it('API_PROFILE=spec leaves out designed fields: the leaderboard rank, the tournament game, error codes', async () => {
    const { as } = await server({ apiProfile: 'spec' });
    const leaders = json<Rows>(await as(SEEDED.withStreak, 'GET', '/leaderboard')).data;
    expect(leaders.length).toBeGreaterThan(0);
    expect(leaders.every((entry) => !('rank' in entry) && 'username' in entry && 'score' in entry)).toBe(
      true,
    );
    const tournaments = json<Rows>(await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all')).data;
    expect(tournaments.every((t) => !('game' in t) && 'tourn_name' in t && 'banner' in t)).toBe(true);
    const locked = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      game_unique_id: 'aim_train_001',
      game_name: 'Aim Train',
      game_level: 2,
      level_credits: 35,
    });
    expect(locked.statusCode).toBe(409);
    expect(json(locked)).toEqual({
      success: false,
      message: expect.stringMatching(/Level 2 is not unlocked/),
    });
  });

  it('keeps the designed operations the app needs (game select) and the streak data whole', async () => {
    const { as } = await server({ apiProfile: 'spec' });
    const selected = json(
      await as(SEEDED.newTrial, 'POST', '/v1/daily-challenges/select-game', { gameId: 'freefire' }),
    );
    expect(selected).toMatchObject({ success: true, data: expect.any(Object) });
    const streak = json(await as(SEEDED.newTrial, 'GET', '/v1/active-streak'));
    expect(streak).toMatchObject({ success: true, data: { gameId: 'freefire' } });
  });

  it('answers failures in the spec shape: the profile with success false, error true and message, no code', async () => {
    const { as, control } = await server({ apiProfile: 'spec' });
    await control('PUT', '/faults', { operationId: 'getProfile', status: 404 });
    const profile = await as(SEEDED.withStreak, 'GET', '/v1/user/profile');
    expect(profile.statusCode).toBe(404);
    expect(json(profile)).toEqual({ success: false, error: true, message: 'Injected failure (404)' });
    await control('PUT', '/faults', { operationId: 'listTournaments', status: 500 });
    expect(json(await as(SEEDED.withStreak, 'GET', '/v1/tournaments/all'))).toEqual({
      success: false,
      message: 'Internal server error',
    });
  });

  it('answers a refused redeem as the spec words it: 200, success false and data.details, no designed message', async () => {
    const { as } = await server({ apiProfile: 'spec' });
    const refused = await as(SEEDED.newTrial, 'POST', '/v1/redeem-item', { item: 1 });
    expect(refused.statusCode).toBe(200);
    expect(json(refused)).toEqual({
      success: false,
      data: {
        details: expect.stringMatching(/^You need 130500 credits to redeem Playstation 5; you have \d+\.$/),
      },
    });
    const pastTheCatalogue = await as(SEEDED.newTrial, 'POST', '/v1/redeem-item', { item: 999 });
    expect(pastTheCatalogue.statusCode).toBe(200);
    expect(json(pastTheCatalogue)).toEqual({ success: false, data: { message: expect.any(String) } });
    // A missing token is not a refusal: it keeps its 401, which the app's token refresh depends on.
    const { app } = await server({ apiProfile: 'spec' });
    const noToken = await app.inject({ method: 'POST', url: '/api/v1/redeem-item', payload: { item: 1 } });
    expect(noToken.statusCode).toBe(401);
    // On the full profile the same refusal keeps its status.
    const full = await server();
    expect((await full.as(SEEDED.newTrial, 'POST', '/v1/redeem-item', { item: 1 })).statusCode).toBe(409);
  });

  it('is set per world through the control API, and a world left on full still answers every field', async () => {
    const { app, token } = await server();
    const world = (session: string, url: string, auth?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'x-mock-session': session, ...(auth && { authorization: `Bearer ${auth}` }) },
      });
    const put = await app.inject({
      method: 'PUT',
      url: '/__mock/profile',
      headers: { 'x-mock-session': 'spec-world' },
      payload: { profile: 'spec' },
    });
    expect(json(put)).toEqual({ profile: 'spec' });
    expect(json(await world('spec-world', '/__mock/profile'))).toEqual({ profile: 'spec' });
    expect(json(await world('full-world', '/__mock/profile'))).toEqual({ profile: 'full' });
    const tokenIn = async (session: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/jt/gen',
        headers: { 'x-mock-session': session },
        payload: { msisdn: SEEDED.withStreak, refferer: null },
      });
      return String(answer.headers['access_token']);
    };
    const spec = json<Rows>(await world('spec-world', '/api/leaderboard', await tokenIn('spec-world'))).data;
    const full = json<Rows>(await world('full-world', '/api/leaderboard', await tokenIn('full-world'))).data;
    expect(spec[0]).not.toHaveProperty('rank');
    expect(full[0]).toHaveProperty('rank', 1);
    // The main world is untouched by either.
    expect(await token(SEEDED.withStreak)).toBeTruthy();
    const refused = await app.inject({
      method: 'PUT',
      url: '/__mock/profile',
      payload: { profile: 'strict' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
