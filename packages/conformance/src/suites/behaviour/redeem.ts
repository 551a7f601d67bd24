import { Skip, Stop, type CaseRecorder, type RunEnv } from '../../context';
import type { Exchange } from '../../model';
import { body, readBalance, readBalanceAnswer, readProfile, type Schemas } from '../../reads';
import { REWARD_COSTS, rewardItem } from '../../spec-tables';
import { atOnce, expectBalance, statusOf } from './credits';

// Spec sections 3 and 7, redeem: redeem-item checks the balance and moves no credits; redeem-claim
// spends the catalogue price exactly once per redemption, even with twenty claims sent at once (the
// contract: a repeat answers 200 without spending again). An unaffordable item is refused.

const SIMULTANEOUS_CLAIMS = 20;

const catalogue = REWARD_COSTS.map((reward, index) => ({ ...reward, item: rewardItem(index) }));

async function refusesUnaffordable(c: CaseRecorder, token: string, balance: number): Promise<void> {
  const tooDear = catalogue.filter((r) => r.credits > balance).sort((a, b) => b.credits - a.credits)[0];
  if (!tooDear)
    return c.uncheck('redeem-affordable', `every catalogue item is affordable with ${balance} credits`);
  const refused = await c.call('redeemItem', { token, json: { item: tooDear.item } });
  const status = statusOf(refused) ?? 0;
  // The spec words a refusal as a body (success false, details or message), not a status: a 4xx, or a
  // 200 whose success is false (the contract allows both; the mock's spec profile answers 200).
  const refusedWith200 = status === 200 && body<{ success?: unknown }>(refused)?.success === false;
  c.expect(
    (status >= 400 && status < 500) || refusedWith200,
    'redeem-affordable',
    `redeeming ${tooDear.name} (${tooDear.credits}) with ${balance} credits answered ${status}`,
    {
      exchange: refused,
    },
  );
  await expectBalance(c, token, balance, 'redeem-affordable', 'after an unaffordable redeem', 'redeemItem');
}

async function claimTwenty(c: CaseRecorder, token: string, claim: Record<string, unknown>) {
  const answers = await atOnce(SIMULTANEOUS_CLAIMS, () => c.call('redeemClaim', { token, json: claim }));
  const statuses = answers.map((e) => statusOf(e));
  for (const exchange of answers.filter((e) => statusOf(e) !== 200)) {
    c.fail(
      'spend-once',
      `a claim sent with ${SIMULTANEOUS_CLAIMS - 1} others answered ${statusOf(exchange)}, not 200`,
      { exchange, exchanges: answers },
    );
  }
  c.note(`${SIMULTANEOUS_CLAIMS} claims at once answered ${[...new Set(statuses)].join(', ')}`);
  return answers;
}

/** The balance after the claims: the price spent exactly once, else how many times it was. */
async function spentOnce(
  c: CaseRecorder,
  token: string,
  before: number,
  reward: { name: string; credits: number },
  claims: Exchange[],
): Promise<number> {
  const { credits: after, exchange } = await readBalanceAnswer(c, token);
  const spent = before - after;
  const times = spent / reward.credits;
  c.expect(
    spent === reward.credits,
    'spend-once',
    `claiming ${reward.name} (${reward.credits}) with ${SIMULTANEOUS_CLAIMS} claims at once: the balance went ${before} -> ${after}, ` +
      (Number.isInteger(times)
        ? `the price was spent ${times} time${times === 1 ? '' : 's'}`
        : `${spent} credits spent, not a whole number of prices`),
    { operationId: 'redeemClaim', exchange, exchanges: claims },
  );
  return after;
}

export async function redeemScenario(c: CaseRecorder, env: RunEnv): Promise<void> {
  const msisdn = env.settings.richMsisdn ?? env.settings.msisdn;
  const token = await env.token(c, msisdn);
  const before = await readBalance(c, token);
  await refusesUnaffordable(c, token, before);
  const reward = catalogue.filter((r) => r.credits <= before).sort((a, b) => a.credits - b.credits)[0];
  if (!reward) throw new Skip(`${msisdn} has ${before} credits, too few for any item: pass --rich-msisdn`);
  const started = await c.call('redeemItem', { token, json: { item: reward.item } });
  const uuid = body<Schemas['RedeemItemResponse']>(started)?.data?.uuid;
  if (statusOf(started) !== 200 || !uuid) {
    c.fail('spend-once', `redeeming ${reward.name} with ${before} credits answered ${statusOf(started)}`, {
      exchange: started,
    });
    throw new Stop('no redemption to claim');
  }
  await expectBalance(c, token, before, 'spend-once', 'redeem-item alone must move no credits', 'redeemItem');
  const redeemedBefore = (await readProfile(c, token)).items_redeemed;
  const claim = {
    item: reward.item,
    uuid,
    name: 'Conformance Kit',
    email: 'conformance@example.com',
    phone: msisdn,
  };
  const claims = await claimTwenty(c, token, claim);
  const after = await spentOnce(c, token, before, reward, claims);
  const redeemedAfter = (await readProfile(c, token)).items_redeemed;
  if (typeof redeemedBefore === 'number') {
    c.expect(
      redeemedAfter === redeemedBefore + 1,
      'spend-once',
      `items_redeemed went ${redeemedBefore} -> ${String(redeemedAfter)}`,
      { operationId: 'redeemClaim' },
    );
  }
  const repeat = await c.call('redeemClaim', { token, json: claim });
  c.expect(
    statusOf(repeat) === 200,
    'spend-once',
    `a later repeat of the claim answered ${statusOf(repeat)}`,
    { exchange: repeat },
  );
  await expectBalance(c, token, after, 'spend-once', 'after a later repeat of the claim', 'redeemClaim');
  c.note(`${msisdn} redeemed ${reward.name} for ${reward.credits}: ${before} -> ${after}`);
}
