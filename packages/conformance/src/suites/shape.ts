import type { OperationContract } from '../contract/load';
import { changesNothing, runCase, skippedCase, type CaseRecorder, type RunEnv } from '../context';
import { rawHeadersOf } from '../http/client';
import { decodeJwt } from '../http/jwt';
import type { CaseResult } from '../model';
import { discoverHints } from '../requests/hints';
import { isValidInput, plannedRequests } from '../requests/plan';
import type { Hints } from '../requests/valid';
import { isPartnerReferrer } from '../spec-tables';

// Shape: every operation called with the contract's examples and with a request built from its schema;
// every answer is checked by the common response checks (status, content type, schema, headers).

/** The token's claims name the subscriber asked for, as a plain (not gamenow) user. */
function checkTokenClaims(
  c: CaseRecorder,
  requested: unknown,
  exchange: Awaited<ReturnType<CaseRecorder['call']>>,
) {
  const token = rawHeadersOf(exchange).access_token;
  const claims = token ? decodeJwt(token)?.payload : undefined;
  const asked = requested as { msisdn?: string; refferer?: string | null };
  if (!claims || exchange.response?.status !== 200) return;
  c.expect(
    claims.msisdn === asked.msisdn,
    'response-header',
    `the token is for ${String(claims.msisdn)}, not ${asked.msisdn}`,
    {
      exchange,
    },
  );
  const gn = isPartnerReferrer(asked.refferer) ? 1 : 0;
  c.expect(claims.gn === gn, 'response-header', `the token's gn is ${String(claims.gn)}, expected ${gn}`, {
    exchange,
  });
  const { iat, exp } = claims as { iat?: number; exp?: number };
  c.expect(
    typeof exp === 'number' && typeof iat === 'number' && exp > iat,
    'response-header',
    'the token expires before it was issued',
    {
      exchange,
    },
  );
}

async function shapeCase(c: CaseRecorder, op: OperationContract, hints: Hints, token: string | undefined) {
  for (const planned of plannedRequests(op, hints)) {
    if (!isValidInput(op, planned.input)) {
      c.add({
        rule: 'contract-example',
        severity: 'warning',
        message: `${planned.label} is not valid against the request schema: ${JSON.stringify(planned.input)}`,
        operationId: op.operationId,
      });
      continue;
    }
    const exchange = await c.call(op.operationId, { ...planned.options, token });
    c.note(`${planned.label}: ${exchange.response?.status ?? 'no answer'}`);
    if (op.operationId === 'generateToken') checkTokenClaims(c, planned.input, exchange);
  }
}

export async function shapeSuite(env: RunEnv): Promise<CaseResult[]> {
  let hints: Record<string, Hints> = {};
  let token: string | undefined;
  const discovery = await runCase(env, 'shape', 'reads the backend for real ids', async (c) => {
    token = await env.token(c, env.settings.msisdn);
    hints = await discoverHints(c, token, env.settings.msisdn);
    c.note(`ids: ${JSON.stringify(hints)}`);
  });
  const cases = [discovery];
  for (const op of env.contract.operations) {
    const name = `${op.operationId} (${op.method} ${op.path})`;
    if (env.settings.readOnly && !changesNothing(op)) {
      cases.push(skippedCase('shape', name, 'read-only: this operation may change state'));
      continue;
    }
    cases.push(
      await runCase(env, 'shape', name, async (c) => {
        const opToken = op.secured ? (token ?? (await env.token(c, env.settings.msisdn))) : undefined;
        await shapeCase(c, op, hints[op.operationId] ?? {}, opToken);
      }),
    );
  }
  return cases;
}
