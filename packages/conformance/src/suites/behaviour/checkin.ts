import { Stop, type CaseRecorder, type RunEnv } from '../../context';
import { readBalance, readStreak } from '../../reads';
import { streakCreditsForDay } from '../../spec-tables';
import { atOnce, dataOf, expectBalance, expectReportedCredits, statusOf } from './credits';

// Spec section 4, daily check-in: a claim credits the day's amount_to_claim once; the same day a claim
// again (even five sent at once) credits nothing and is refused (contract: 409).

const SIMULTANEOUS_CLAIMS = 5;

async function refusedAgain(c: CaseRecorder, token: string, balance: number): Promise<void> {
  const again = await c.call('updateDailyStreak', { token, json: {} });
  c.expect(
    statusOf(again) === 409,
    'checkin-once',
    `a second claim the same day answered ${statusOf(again)}, not 409`,
    {
      exchange: again,
    },
  );
  await expectBalance(
    c,
    token,
    balance,
    'checkin-once',
    'after a second claim the same day',
    'updateDailyStreak',
  );
}

export async function checkinScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const token = await env.token(c, env.settings.msisdn);
  const streak = await readStreak(c, token);
  const before = await readBalance(c, token);
  if (streak.rewardClaimed) {
    c.uncheck(
      'checkin-once',
      "today's reward was already claimed before this run: only the refusal of another claim was checked, not that a claim credits amount_to_claim once",
    );
    return refusedAgain(c, token, before);
  }
  const amount = streak.amount_to_claim;
  if (typeof amount !== 'number') throw new Stop('the streak has no amount_to_claim');
  const day = streak.streak_to_claim;
  if (typeof day === 'number' && day >= 1) {
    c.expect(
      amount === streakCreditsForDay(day),
      'checkin-once',
      `day ${day} of the streak offers ${amount} credits; the spec's schedule pays ${streakCreditsForDay(day)}`,
      { operationId: 'getActiveStreak' },
    );
  }
  const claims = await atOnce(SIMULTANEOUS_CLAIMS, () => c.call('updateDailyStreak', { token, json: {} }));
  const credited = claims.filter((e) => statusOf(e) === 200);
  c.expect(
    credited.length === 1,
    'checkin-once',
    `${credited.length} of ${SIMULTANEOUS_CLAIMS} simultaneous claims succeeded`,
    { operationId: 'updateDailyStreak', exchanges: claims },
  );
  for (const refused of claims.filter((e) => statusOf(e) !== 200)) {
    c.expect(
      statusOf(refused) === 409,
      'checkin-once',
      `a simultaneous claim answered ${statusOf(refused)}, not 409`,
      {
        exchange: refused,
      },
    );
  }
  const after = await expectBalance(
    c,
    token,
    before + amount,
    'checkin-once',
    `claiming amount_to_claim ${amount} with ${SIMULTANEOUS_CLAIMS} claims at once`,
    'updateDailyStreak',
    claims,
  );
  const first = credited[0];
  if (first) {
    const awarded = dataOf(first).credits_awarded;
    if (typeof awarded === 'number') {
      c.expect(
        awarded === amount,
        'checkin-once',
        `credits_awarded is ${awarded}, amount_to_claim was ${amount}`,
        { exchange: first },
      );
    }
    expectReportedCredits(c, first, after);
  }
  const later = await readStreak(c, token);
  c.expect(
    later.rewardClaimed === true,
    'checkin-once',
    'after the claim the streak still says rewardClaimed false',
    { operationId: 'updateDailyStreak' },
  );
  c.note(`claimed ${amount} credits: ${before} -> ${after}`);
  await refusedAgain(c, token, after);
}
