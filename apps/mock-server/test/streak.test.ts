import { describe, expect, it } from 'vitest';
import { RICH, TRIAL, json, server } from './harness';

type Streak = {
  data: {
    active_streak: number;
    streak_to_claim: number;
    amount_to_claim: number;
    rewardClaimed: boolean;
    gameId: string | null;
    active_day: number;
  };
};

describe('the daily login streak', () => {
  it('starts a new subscriber on day 1 with 15 credits and no game', async () => {
    const { as } = await server();
    expect(json<Streak>(await as(TRIAL, 'GET', '/v1/active-streak')).data).toEqual({
      active_streak: 0,
      streak_to_claim: 1,
      amount_to_claim: 15,
      rewardClaimed: false,
      gameId: null,
      active_day: 1,
    });
  });

  it("credits the day's amount once per day; a second claim is 409 and credits nothing", async () => {
    const { as, balance, ledgerSum } = await server();
    const before = balance(RICH);
    const claim = await as(RICH, 'POST', '/v1/update-daily-streak');
    expect(claim.statusCode).toBe(200);
    expect(json(claim).data).toEqual({ credits_awarded: 30, active_streak: 4, credits: before + 30 });
    const again = await as(RICH, 'POST', '/v1/update-daily-streak');
    expect(again.statusCode).toBe(409);
    expect(balance(RICH)).toBe(before + 30);
    expect(ledgerSum(RICH)).toBe(balance(RICH));
    expect(json<Streak>(await as(RICH, 'GET', '/v1/active-streak')).data).toMatchObject({
      rewardClaimed: true,
      active_day: 4,
    });
  });

  it('grows by 5 credits a day and resets to day 1 after a missed day', async () => {
    const { as, control } = await server();
    await as(TRIAL, 'POST', '/v1/update-daily-streak');
    await control('POST', '/subscribers', { msisdn: TRIAL, status: 'active' });
    await control('POST', '/clock', { advanceDays: 1 });
    expect(json<Streak>(await as(TRIAL, 'GET', '/v1/active-streak')).data).toMatchObject({
      active_streak: 1,
      active_day: 2,
      amount_to_claim: 20,
      rewardClaimed: false,
    });
    await as(TRIAL, 'POST', '/v1/update-daily-streak');
    await control('POST', '/clock', { advanceDays: 2 });
    expect(json<Streak>(await as(TRIAL, 'GET', '/v1/active-streak')).data).toMatchObject({
      active_streak: 0,
      active_day: 1,
      amount_to_claim: 15,
    });
  });

  it('credits exactly once under 50 concurrent claims', async () => {
    const { app, token, balance, ledgerSum } = await server();
    const auth = { authorization: `Bearer ${await token(RICH)}` };
    const before = balance(RICH);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/update-daily-streak', headers: auth }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(balance(RICH)).toBe(before + 30);
    expect(ledgerSum(RICH)).toBe(balance(RICH));
  });

  it('refuses a body on the claim', async () => {
    const { as } = await server();
    expect((await as(RICH, 'POST', '/v1/update-daily-streak', { credits: 9999 })).statusCode).toBe(400);
  });
});
