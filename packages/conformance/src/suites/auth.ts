import type { OperationContract } from '../contract/load';
import { changesNothing, runCase, skippedCase, type RunEnv } from '../context';
import { badTokens, type BadToken } from '../http/jwt';
import type { CaseResult } from '../model';
import { optionsFor, plannedRequests } from '../requests/plan';

// Auth: every secured operation answers 401 to a request without a valid token, whatever else the
// request holds. The requests are otherwise valid (the operation's built request), so a server that
// checks the body before the token cannot pass with a 400.

async function authCase(env: RunEnv, op: OperationContract, tokens: BadToken[]): Promise<CaseResult> {
  return runCase(env, 'auth', `${op.operationId}: bad tokens`, async (c) => {
    const planned = plannedRequests(op, {}).at(-1)!;
    const options = optionsFor(op, planned.input);
    for (const bad of tokens) {
      const exchange = await c.call(op.operationId, {
        ...options,
        token: null,
        authorization: bad.authorization,
      });
      const status = exchange.response?.status;
      if (status === undefined) continue;
      c.expect(status === 401, 'auth-401', `${bad.name} (${bad.why}): answered ${status}, not 401`, {
        exchange,
      });
    }
    c.note(`${tokens.length} bad tokens: ${tokens.map((t) => t.name).join(', ')}`);
  });
}

export async function authSuite(env: RunEnv): Promise<CaseResult[]> {
  let tokens: BadToken[] = [];
  const setup = await runCase(env, 'auth', 'derives bad tokens from a real one', async (c) => {
    tokens = badTokens(await env.token(c, env.settings.msisdn), env.settings.expiredToken);
    if (!env.settings.expiredToken) {
      c.note('no --expired-token: a genuinely expired token is not tested (the kit cannot sign one)');
    }
  });
  const cases = [setup];
  if (tokens.length === 0) return cases;
  for (const op of env.contract.operations.filter((o) => o.secured)) {
    if (env.settings.readOnly && !changesNothing(op)) {
      cases.push(
        skippedCase('auth', `${op.operationId}: bad tokens`, 'read-only: this operation may change state'),
      );
    } else {
      cases.push(await authCase(env, op, tokens));
    }
  }
  return cases;
}
