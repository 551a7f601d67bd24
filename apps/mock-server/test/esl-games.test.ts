import { SEEDED } from '@esr/test-support';
import { AIM_TRAIN_LEVEL_CREDITS, aimTrainLevelForCredits, aimTrainMinPassMs } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { json, server } from './harness';

const game = { game_unique_id: 'aim_train_001', game_name: 'Aim Train' };
const result = { game_unique_id: 'aim_train_001' };

describe('Aim Train play time (issue 14, finding 5)', () => {
  it('refuses a pass posted sooner than the level can be played (409), credits nothing, keeps the level open', async () => {
    const { as, balance, elapse } = await server();
    const before = balance(SEEDED.withStreak);
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    elapse(aimTrainMinPassMs(1) - 500);
    const early = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '1',
    });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ success: false, code: 'TOO_FAST' });
    expect(json(early).message).toMatch(
      /Level 1 cannot be passed in \d\.\d s: it takes at least 1\.1 s to play/,
    );
    expect(balance(SEEDED.withStreak)).toBe(before);
    // Still open: once the level could have been played, the pass is taken.
    elapse(500);
    const played = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '1',
    });
    expect(played.statusCode).toBe(200);
    expect(balance(SEEDED.withStreak)).toBe(before + 30);
  });

  it('takes a fail at once: only a pass needs the play time', async () => {
    const { as } = await server();
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    const failed = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '0',
    });
    expect(failed.statusCode).toBe(200);
  });

  it('a script that enters and passes every level at once collects nothing', async () => {
    const { as, balance } = await server();
    const before = balance(SEEDED.withStreak);
    for (let level = 1; level <= 25; level += 1) {
      await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
        ...game,
        game_level: level,
        level_credits: AIM_TRAIN_LEVEL_CREDITS[level],
      });
      await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
        ...result,
        game_level: level,
        is_passed: '1',
      });
    }
    expect(balance(SEEDED.withStreak)).toBe(before);
  });
});

describe('ESL games (Aim Train)', () => {
  it('check returns Aim Train with the next level and its credits', async () => {
    const { as } = await server();
    const data = json<{ data: { eslgames: unknown[] } }>(
      await as(SEEDED.withStreak, 'GET', '/v1/esl-games/check'),
    ).data;
    expect(data.eslgames).toEqual([
      expect.objectContaining({
        game_unique_id: 'aim_train_001',
        game_name: 'Aim Train',
        next_level: 1,
        level_credits: 30,
      }),
    ]);
  });

  it('enter accepts only the next unlocked level with the level table credits', async () => {
    const { as } = await server();
    const locked = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      ...game,
      game_level: 2,
      level_credits: 35,
    });
    expect(locked.statusCode).toBe(409);
    // The levels the refusal is about, beside its code (designed, issue 39).
    expect(json(locked)).toMatchObject({ code: 'LEVEL_LOCKED', game_level: 2, next_level: 1 });
    const greedy = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      ...game,
      game_level: 1,
      level_credits: 170,
    });
    expect(greedy.statusCode).toBe(400);
    expect(json(greedy).message).toMatch(/level_credits must be 30/);
    expect(
      (
        await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
          ...game,
          game_level: 1,
          level_credits: 30,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("a pass credits that level's reward once and unlocks the next; a fail credits nothing", async () => {
    const { as, balance, elapse } = await server();
    const before = balance(SEEDED.withStreak);
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    const failed = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '0',
      reason: 'Time is up',
    });
    expect(json(failed).data).toMatchObject({ credits_awarded: 0, next_level: 1 });
    expect(balance(SEEDED.withStreak)).toBe(before);
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    elapse(aimTrainMinPassMs(1));
    const passed = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '1',
    });
    expect(json(passed).data).toMatchObject({ credits_awarded: AIM_TRAIN_LEVEL_CREDITS[1], next_level: 2 });
    expect(balance(SEEDED.withStreak)).toBe(before + 30);
    // A replayed result without a new enter is refused and credits nothing.
    const replay = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '1',
    });
    expect(replay.statusCode).toBe(409);
    expect(balance(SEEDED.withStreak)).toBe(before + 30);
  });

  it('credits a pass exactly once under concurrent results', async () => {
    const s = await server();
    await s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      ...game,
      game_level: 1,
      level_credits: 30,
    });
    const auth = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
    const before = s.balance(SEEDED.withStreak);
    s.elapse(aimTrainMinPassMs(1));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/esl-games/result',
          headers: auth,
          payload: { ...result, game_level: 1, is_passed: '1' },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(s.balance(SEEDED.withStreak)).toBe(before + 30);
  });

  it('exit closes the session without credit; is_passed must be the string 1 or 0', async () => {
    const { as } = await server();
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    expect(
      (
        await as(SEEDED.withStreak, 'POST', '/v1/esl-games/exit', {
          game_unique_id: 'aim_train_001',
          game_level: 1,
        })
      ).statusCode,
    ).toBe(200);
    const closed = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      ...result,
      game_level: 1,
      is_passed: '1',
    });
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toMatchObject({ code: 'NO_OPEN_SESSION', game_level: 1 });
    expect(
      (
        await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
          ...result,
          game_level: 1,
          is_passed: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('offers no next level once level 25 is passed: check and result answer null, enter is refused', async () => {
    const { as, elapse } = await server();
    let last: Record<string, unknown> = {};
    for (let level = 1; level <= 25; level += 1) {
      const credits = AIM_TRAIN_LEVEL_CREDITS[level];
      await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
        ...game,
        game_level: level,
        level_credits: credits,
      });
      elapse(aimTrainMinPassMs(level));
      last = json(
        await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
          ...result,
          game_level: level,
          is_passed: '1',
        }),
      );
    }
    expect(last.data).toMatchObject({ next_level: null });
    const check = json<{ data: { eslgames: unknown[] } }>(
      await as(SEEDED.withStreak, 'GET', '/v1/esl-games/check'),
    );
    expect(check.data.eslgames).toEqual([expect.objectContaining({ next_level: null, level_credits: null })]);
    const again = await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      ...game,
      game_level: 25,
      level_credits: AIM_TRAIN_LEVEL_CREDITS[25],
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'ALL_LEVELS_PASSED' });
    // The spec's fields say it too: the Aim Train challenge is claimed (makeEntry 1).
    const challenges = json<{ data: { challenges: unknown[] } }>(
      await as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'aim_train_001' }),
    );
    expect(challenges.data.challenges).toEqual([expect.objectContaining({ makeEntry: 1 })]);
  });

  it("the Aim Train challenge's prize is the next level's reward, and the domain's table reads the level from it", async () => {
    const { as, elapse } = await server();
    const prize = async () =>
      json<{ data: { challenges: { prize: number; makeEntry: number }[] } }>(
        await as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'aim_train_001' }),
      ).data.challenges[0];
    expect(await prize()).toMatchObject({ prize: AIM_TRAIN_LEVEL_CREDITS[1], makeEntry: 0 });
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...game, game_level: 1, level_credits: 30 });
    elapse(aimTrainMinPassMs(1));
    await as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', { ...result, game_level: 1, is_passed: '1' });
    const next = await prize();
    expect(next).toMatchObject({ prize: AIM_TRAIN_LEVEL_CREDITS[2], makeEntry: 0 });
    expect(aimTrainLevelForCredits(next?.prize)).toBe(2);
  });
});
