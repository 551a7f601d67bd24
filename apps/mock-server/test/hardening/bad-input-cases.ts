import type { LightMyRequestResponse } from 'fastify';
import { bodyLimitOf } from '../../src/contract/body-limits';
import { loadContract } from '../../src/contract/operations';
import { multipart, type server } from '../harness';
import { VALID_JSON, wrongTypeValues, type ContractOperation } from './support';

// The broken inputs of bad-input.test.ts for JSON bodies and query strings (uploads: bad-upload-cases.ts).

export type S = Awaited<ReturnType<typeof server>>;

export interface Case {
  label: string;
  send: (s: S, auth: Record<string, string>) => Promise<LightMyRequestResponse>;
  status?: number;
  message?: string | RegExp;
}

export const UNKNOWN = 'zzUnknown';

/** The server's reading of the contract: its body limits (src/contract/body-limits.ts). */
const serverContract = loadContract();
export const HUGE = 100_000;

/** A string the field's schema refuses for its length (never a valid one). */
export const hugeString = (schema: Record<string, unknown>) =>
  'x'.repeat(Math.max(HUGE, typeof schema.maxLength === 'number' ? schema.maxLength + 1 : 0));

/** A string of the right type that breaks the field's enum, pattern or format, if it has one. */
export function badFormat(schema: Record<string, unknown>): string | undefined {
  if (Array.isArray(schema.enum)) return 'not-one-of-them';
  if (typeof schema.pattern === 'string') return '!! not the pattern !!';
  if (schema.format === 'uuid' || schema.format === 'email') return 'not a valid value';
  return undefined;
}

export function jsonCases(op: ContractOperation): Case[] {
  const valid = VALID_JSON[op.operationId]!;
  const limit = bodyLimitOf(serverContract.byId.get(op.operationId)!);
  const post =
    (payload: unknown, headers: Record<string, string> = {}) =>
    (s: S, auth: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: op.url,
        headers: { ...auth, 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
  const cases: Case[] = [];
  for (const field of op.fields) {
    for (const value of wrongTypeValues(field.schema)) {
      cases.push({
        label: `${field.name} = ${JSON.stringify(value)} (wrong type)`,
        send: post({ ...valid, [field.name]: value }),
        status: 400,
        message: `body/${field.name}`,
      });
    }
    if (field.required) {
      const { [field.name]: _missing, ...rest } = valid;
      cases.push({
        label: `${field.name} missing`,
        send: post(rest),
        status: 400,
        message: `body must have required property '${field.name}'`,
      });
    }
    if ([field.schema.type].flat().includes('string')) {
      // Past the operation's body limit (from the contract) the body is not read at all: a 413 naming it.
      const huge = { ...valid, [field.name]: hugeString(field.schema) };
      const over = Buffer.byteLength(JSON.stringify(huge)) > limit;
      cases.push({
        label: `${field.name} huge string`,
        send: post(huge),
        status: over ? 413 : 400,
        message: over ? `larger than ${limit} bytes` : `body/${field.name}`,
      });
      if (typeof field.schema.maxLength === 'number') {
        cases.push({
          label: `${field.name} one character past its maxLength`,
          send: post({ ...valid, [field.name]: 'x'.repeat(field.schema.maxLength + 1) }),
          status: 400,
          message: `body/${field.name}`,
        });
      }
      const broken = badFormat(field.schema);
      if (broken !== undefined) {
        cases.push({
          label: `${field.name} = '${broken}' (breaks enum/pattern/format)`,
          send: post({ ...valid, [field.name]: broken }),
          status: 400,
          message: `body/${field.name}`,
        });
      }
    }
  }
  cases.push(
    {
      label: 'unknown field',
      send: post({ ...valid, [UNKNOWN]: 1 }),
      status: 400,
      message: `body must NOT have additional property '${UNKNOWN}'`,
    },
    { label: 'array body', send: post([valid]), status: 400, message: /^body must be object/ },
    { label: 'string body', send: post('"text"'), status: 400, message: /^body must be object/ },
    { label: 'null body', send: post('null'), status: 400, message: /body/ },
    { label: 'malformed JSON', send: post('{"a":'), status: 400, message: 'The body is not valid JSON' },
    {
      label: 'text/plain content type',
      send: post(valid, { 'content-type': 'text/plain' }),
      status: 415,
      message: "Unsupported content type 'text/plain': the body must be application/json",
    },
    {
      label: 'form-urlencoded content type',
      send: (s, auth) =>
        s.app.inject({
          method: 'POST',
          url: op.url,
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        }),
      status: 415,
      message:
        "Unsupported content type 'application/x-www-form-urlencoded': the body must be application/json",
    },
    {
      label: 'multipart/form-data content type',
      send: (s, auth) => {
        const body = multipart({ [op.fields[0]?.name ?? 'x']: 'x' });
        return s.app.inject({
          method: 'POST',
          url: op.url,
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
      },
      status: 415,
      message: "Unsupported content type 'multipart/form-data': the body must be application/json",
    },
    {
      label: "a body over the operation's limit",
      send: post({ ...valid, [UNKNOWN]: 'x'.repeat(limit) }),
      status: 413,
      message: `larger than ${limit} bytes`,
    },
  );
  return cases;
}

export function queryCases(op: ContractOperation): Case[] {
  const call = (query: string) => (s: S, auth: Record<string, string>) =>
    op.method === 'GET'
      ? s.app.inject({ method: 'GET', url: `${op.url}?${query}`, headers: auth })
      : s.app.inject({
          method: 'POST',
          url: `${op.url}?${query}`,
          headers: auth,
          ...(op.bodyKind === 'json' ? { payload: VALID_JSON[op.operationId] } : {}),
        });
  const cases: Case[] = [
    {
      label: 'unknown query parameter',
      send: call(`${UNKNOWN}=1`),
      status: 400,
      message: `querystring must NOT have additional property '${UNKNOWN}'`,
    },
  ];
  for (const param of op.query) {
    const schema = param.schema;
    const bad = ['abc', '1.5', 'x'.repeat(10_000)];
    if (typeof schema.minimum === 'number') bad.push(String(schema.minimum - 1));
    if (typeof schema.maximum === 'number') bad.push(String(schema.maximum + 1));
    for (const value of bad) {
      cases.push({
        label: `${param.name}=${value.slice(0, 20)}`,
        send: call(`${param.name}=${value}`),
        status: 400,
        message: `querystring/${param.name}`,
      });
    }
  }
  return cases;
}
