import { Stop, type CaseRecorder, type RunEnv } from '../../context';
import { readBalance, readStreak } from '../../reads';
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
    c.note("today's reward was already claimed: only the refusal of another claim is checked");
    return refusedAgain(c, token, before);
  }
  const amount = streak.amount_to_claim;
  if (typeof amount !== 'number') throw new Stop('the streak has no amount_to_claim');
  const claims = await atOnce(SIMULTANEOUS_CLAIMS, () => c.call('updateDailyStreak', { token, json: {} }));
  const credited = claims.filter((e) => statusOf(e) === 200);
  c.expect(
    credited.length === 1,
    'checkin-once',
    `${credited.length} of ${SIMULTANEOUS_CLAIMS} simultaneous claims succeeded`,
    { operationId: 'updateDailyStreak' },
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
    `claiming amount_to_claim ${amount}`,
    'updateDailyStreak',
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
