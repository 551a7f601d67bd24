import { isObject } from '@esr/contract/schema';
import type { CaseRecorder } from '../../context';
import type { Exchange, RuleId } from '../../model';
import { readBalanceAnswer } from '../../reads';

// How the scenarios follow credits: the balance (the profile's credits, a field the spec has) before
// and after each step, and the credits figure an answer reports, when it reports one.

export const statusOf = (exchange: Exchange): number | undefined => exchange.response?.status;

/** `data` of a JSON answer, when it has one. */
export function dataOf(exchange: Exchange): Record<string, unknown> {
  const json = exchange.response?.json;
  return isObject(json) && isObject(json.data) ? json.data : {};
}

/** Reads the balance and checks it moved to `expected`; answers the balance read. */
export async function expectBalance(
  c: CaseRecorder,
  token: string,
  expected: number,
  rule: RuleId,
  what: string,
  operationId?: string,
  /** The calls that moved it, when several were sent at once: the report shows each. */
  exchanges?: Exchange[],
): Promise<number> {
  const { credits, exchange } = await readBalanceAnswer(c, token);
  c.expect(credits === expected, rule, `${what}: the balance is ${credits}, expected ${expected}`, {
    operationId,
    exchange,
    ...(exchanges ? { exchanges } : {}),
  });
  return credits;
}

/** An answer's `data.credits`, when present, is the balance after it. */
export function expectReportedCredits(c: CaseRecorder, exchange: Exchange, balance: number): void {
  const reported = dataOf(exchange).credits;
  if (typeof reported !== 'number') return;
  c.expect(
    reported === balance,
    'credits-reported',
    `the answer reports ${reported} credits; the balance is ${balance}`,
    {
      exchange,
    },
  );
  c.expect(reported >= 0, 'balance-non-negative', `the answer reports ${reported} credits`, { exchange });
}

/** Sends the same call `times` times at once (a race: their times are no latency figures). */
export async function atOnce(times: number, send: () => Promise<Exchange>): Promise<Exchange[]> {
  const exchanges = await Promise.all(Array.from({ length: times }, send));
  for (const exchange of exchanges) exchange.concurrent = true;
  return exchanges;
}
