import { SEEDED } from '@esr/test-support';
import { DAY_MS, pakistanDateKey, pakistanMidnight } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

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
    expect(json<Streak>(await as(SEEDED.newTrial, 'GET', '/v1/active-streak')).data).toEqual({
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
    const before = balance(SEEDED.withStreak);
    const claim = await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    expect(claim.statusCode).toBe(200);
    expect(json(claim).data).toEqual({ credits_awarded: 30, active_streak: 4, credits: before + 30 });
    const again = await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    expect(again.statusCode).toBe(409);
    expect(balance(SEEDED.withStreak)).toBe(before + 30);
    expect(ledgerSum(SEEDED.withStreak)).toBe(balance(SEEDED.withStreak));
    expect(json<Streak>(await as(SEEDED.withStreak, 'GET', '/v1/active-streak')).data).toMatchObject({
      rewardClaimed: true,
      active_day: 4,
    });
  });

  it('grows by 5 credits a day and resets to day 1 after a missed day', async () => {
    const { as, control } = await server();
    await as(SEEDED.newTrial, 'POST', '/v1/update-daily-streak');
    await control('POST', '/subscribers', { msisdn: SEEDED.newTrial, status: 'active' });
    await control('POST', '/clock', { advanceDays: 1 });
    expect(json<Streak>(await as(SEEDED.newTrial, 'GET', '/v1/active-streak')).data).toMatchObject({
      active_streak: 1,
      active_day: 2,
      amount_to_claim: 20,
      rewardClaimed: false,
    });
    await as(SEEDED.newTrial, 'POST', '/v1/update-daily-streak');
    await control('POST', '/clock', { advanceDays: 2 });
    expect(json<Streak>(await as(SEEDED.newTrial, 'GET', '/v1/active-streak')).data).toMatchObject({
      active_streak: 0,
      active_day: 1,
      amount_to_claim: 15,
    });
  });

  it('a faulted claim (500, 409, late or not) changes nothing; the next claim is the same day', async () => {
    const { as, control, balance, ledgerSum } = await server();
    // Ten seconds before midnight in Pakistan (SEEDED.withStreak's streak: 3 days, the last claimed yesterday).
    const midnight = pakistanMidnight(pakistanDateKey(Date.now())) + DAY_MS;
    await control('POST', '/clock', { now: new Date(midnight - 10_000).toISOString() });
    const before = balance(SEEDED.withStreak);
    const streakBefore = json<Streak>(await as(SEEDED.withStreak, 'GET', '/v1/active-streak')).data;
    // The contract's claim answer cannot lack success: no such fault is taken (it would not fail the claim).
    const noSuccess = { operationId: 'updateDailyStreak', noSuccess: true };
    expect((await control('PUT', '/faults', noSuccess)).statusCode).toBe(400);
    const faults = [
      { status: 500 },
      { status: 409 },
      { status: 500, delayMs: 50 },
      { deviation: 'server-error' },
    ];
    for (const fault of faults) {
      const put = await control('PUT', '/faults', { operationId: 'updateDailyStreak', times: 1, ...fault });
      expect(put.statusCode).toBe(200);
      const failed = await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
      expect(failed.statusCode).toBe(fault.status ?? 500);
      expect(balance(SEEDED.withStreak)).toBe(before);
      expect(ledgerSum(SEEDED.withStreak)).toBe(before);
      expect(json<Streak>(await as(SEEDED.withStreak, 'GET', '/v1/active-streak')).data).toEqual(
        streakBefore,
      );
    }
    const claim = await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak');
    expect(json(claim).data).toEqual({ credits_awarded: 30, active_streak: 4, credits: before + 30 });
    // Past midnight the streak goes on from the day claimed after the failures.
    await control('POST', '/clock', { advanceDays: 20_000 / DAY_MS });
    expect(json<Streak>(await as(SEEDED.withStreak, 'GET', '/v1/active-streak')).data).toMatchObject({
      active_day: 5,
      active_streak: 4,
      rewardClaimed: false,
    });
  });

  it('credits exactly once under 50 concurrent claims', async () => {
    const { app, token, balance, ledgerSum } = await server();
    const auth = { authorization: `Bearer ${await token(SEEDED.withStreak)}` };
    const before = balance(SEEDED.withStreak);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/update-daily-streak', headers: auth }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(balance(SEEDED.withStreak)).toBe(before + 30);
    expect(ledgerSum(SEEDED.withStreak)).toBe(balance(SEEDED.withStreak));
  });

  it('refuses a body on the claim', async () => {
    const { as } = await server();
    expect(
      (await as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak', { credits: 9999 })).statusCode,
    ).toBe(400);
  });
});
