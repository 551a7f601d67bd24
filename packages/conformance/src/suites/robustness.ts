import type { OperationContract } from '../contract/load';
import { isObject } from '@esr/contract/schema';
import { changesNothing, runCase, skippedCase, type CaseRecorder, type RunEnv } from '../context';
import type { CallOptions } from '../http/client';
import type { CaseResult, Exchange } from '../model';
import { invalidInputs, seedFor, type BadInput } from '../requests/invalid';
import { formOf, isValidInput, optionsFor } from '../requests/plan';
import { readState } from '../reads';

// Robustness: requests that break the request schema must be refused with a documented 4xx that says
// why, never crash the server, and change nothing the subscriber can see.

interface Attempt {
  bad: BadInput;
  options: CallOptions;
}

/** A query string carries text (the query validator reads it as a server does: numbers again). */
function asQuery(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** Fixed bad inputs no schema generator writes: no body, text that is not JSON, a file that is no image. */
function fixedAttempts(op: OperationContract): Attempt[] {
  const attempts: Attempt[] = [];
  if (op.body?.kind === 'json') {
    attempts.push({
      bad: { mutation: 'a body that is not JSON', value: '{"broken' },
      options: { raw: { contentType: 'application/json', text: '{"broken' } },
    });
    if (op.body.required)
      attempts.push({ bad: { mutation: 'no body at all', value: undefined }, options: {} });
  }
  if (op.body?.kind === 'multipart' && op.body.fileFields.length > 0) {
    const form = formOf(op, {});
    const fake = {
      field: op.body.fileFields[0]!,
      filename: 'fake.png',
      type: 'image/png',
      data: new TextEncoder().encode('not an image'),
    };
    const withFields = Object.fromEntries(Object.keys(form.fields).map((k) => [k, form.fields[k]!]));
    attempts.push({
      bad: {
        mutation: 'a file that says image/png but is text',
        value: { ...withFields, [fake.field]: '<text file>' },
      },
      options: { form: { fields: withFields, files: [fake] } },
    });
  }
  return attempts;
}

function generatedAttempts(env: RunEnv, op: OperationContract): Attempt[] {
  const seed = seedFor(env.settings.seed, op.operationId);
  const runs = env.settings.runs;
  if (op.body?.kind === 'json') {
    const inputs = invalidInputs(op.body.schema, {
      seed,
      runs,
      extraFields: true,
      nonObjects: true,
      isValid: (v) => isValidInput(op, v),
    });
    return inputs.map((bad) => ({ bad, options: { json: bad.value } }));
  }
  if (op.body?.kind === 'multipart') {
    const isValid = (v: unknown) => isValidInput(op, v);
    const inputs = invalidInputs(op.body.schema, {
      seed,
      runs,
      extraFields: true,
      nonObjects: false,
      isValid,
    });
    return inputs.map((bad) => ({ bad, options: optionsFor(op, bad.value) }));
  }
  if (op.query.length > 0) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(op.query.map((p) => [p.name, p.schema])),
    };
    const isValid = (v: unknown) => op.validateQuery(asQuery(v));
    const inputs = invalidInputs(schema, { seed, runs, extraFields: false, nonObjects: false, isValid });
    return inputs.map((bad) => ({ bad, options: { query: asQuery(bad.value) } }));
  }
  return [];
}

/** The message a refusal gives people: `message`, `errors`, or a RedeemItemFailure's data text. */
function messageOf(exchange: Exchange): string | undefined {
  const json = exchange.response?.json;
  if (!isObject(json)) return undefined;
  const data = isObject(json.data) ? json.data : {};
  const texts = [json.message, json.errors, data.message, data.details];
  return texts.find((t): t is string => typeof t === 'string' && t.trim() !== '');
}

/**
 * A 200 that refuses in its body: the operations whose refusals the spec words as a body, not a status
 * (x-spec-profile: refusals-answer-200, redeem-item's success false with details or message).
 */
function refusedInBody(op: OperationContract, exchange: Exchange): boolean {
  const json = exchange.response?.json;
  return (
    op.refusalsAnswer200 && exchange.response?.status === 200 && isObject(json) && json.success === false
  );
}

function judge(c: CaseRecorder, op: OperationContract, attempt: Attempt, exchange: Exchange): void {
  const status = exchange.response?.status;
  if (status === undefined) return;
  const extra = { exchange, input: attempt.bad };
  const what = `${attempt.bad.mutation}: answered ${status}`;
  if (status >= 500) c.fail('robust-no-5xx', what, extra);
  else if (status < 400 && !refusedInBody(op, exchange))
    c.fail('robust-rejected', `${what}, accepted`, extra);
  else
    c.expect(
      messageOf(exchange) !== undefined,
      'robust-message',
      `${attempt.bad.mutation}: the ${status} answer has no message`,
      extra,
    );
}

async function robustnessCase(c: CaseRecorder, env: RunEnv, op: OperationContract, attempts: Attempt[]) {
  const token = await env.token(c, env.settings.msisdn);
  const before = await readState(c, token);
  const sent: BadInput[] = [];
  for (const attempt of attempts) {
    const exchange = await c.call(
      op.operationId,
      { ...attempt.options, token: op.secured ? token : undefined },
      false,
    );
    sent.push(attempt.bad);
    judge(c, op, attempt, exchange);
  }
  const after = await readState(c, token);
  c.expect(
    before === after,
    'robust-unchanged',
    `after ${sent.length} refused requests the subscriber changed:\nbefore ${before}\nafter  ${after}`,
    {
      operationId: op.operationId,
      input: sent,
    },
  );
  c.note(`${sent.length} bad inputs (seed ${seedFor(env.settings.seed, op.operationId)})`);
}

export async function robustnessSuite(env: RunEnv): Promise<CaseResult[]> {
  const cases: CaseResult[] = [];
  for (const op of env.contract.operations) {
    const attempts = [...fixedAttempts(op), ...generatedAttempts(env, op)];
    if (attempts.length === 0) continue;
    const name = `${op.operationId}: bad inputs`;
    if (env.settings.readOnly && !changesNothing(op)) {
      cases.push(skippedCase('robustness', name, 'read-only: this operation may change state'));
      continue;
    }
    cases.push(await runCase(env, 'robustness', name, (c) => robustnessCase(c, env, op, attempts)));
  }
  return cases;
}
