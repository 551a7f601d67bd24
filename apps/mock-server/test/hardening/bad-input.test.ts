import { PROFILE_IMAGE_MAX_BYTES, TASK_IMAGE_MAX_BYTES } from '@esr/domain';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract';
import { PNG, RICH, json, multipart, server } from '../harness';
import { VALID_JSON, contractOperations, snapshot, wrongTypeValues, type ContractOperation } from './support';

// Every operation of the contract, fed inputs that break its schema: generated from
// openapi/openapi.yaml (wrong types, missing required fields, huge strings, broken formats, unknown
// fields and parameters, wrong content types, malformed and oversize bodies; for uploads: truncated
// multipart, fake PNGs, oversize images). Each must answer a 4xx whose message names the problem,
// never a 5xx, and leave the database and the uploads directory exactly as they were.

const operations = contractOperations();
const validators = loadContract().byId;

type S = Awaited<ReturnType<typeof server>>;

interface Case {
  label: string;
  send: (s: S, auth: Record<string, string>) => Promise<LightMyRequestResponse>;
  status?: number;
  message?: string | RegExp;
}

const UNKNOWN = 'zzUnknown';
const HUGE = 100_000;

/** A string the field's schema refuses for its length (never a valid one). */
const hugeString = (schema: Record<string, unknown>) =>
  'x'.repeat(Math.max(HUGE, typeof schema.maxLength === 'number' ? schema.maxLength + 1 : 0));

/** A string of the right type that breaks the field's enum, pattern or format, if it has one. */
function badFormat(schema: Record<string, unknown>): string | undefined {
  if (Array.isArray(schema.enum)) return 'not-one-of-them';
  if (typeof schema.pattern === 'string') return '!! not the pattern !!';
  if (schema.format === 'uuid' || schema.format === 'email') return 'not a valid value';
  return undefined;
}

function jsonCases(op: ContractOperation): Case[] {
  const valid = VALID_JSON[op.operationId]!;
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
      cases.push({
        label: `${field.name} huge string`,
        send: post({ ...valid, [field.name]: hugeString(field.schema) }),
        status: 400,
        message: `body/${field.name}`,
      });
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
      label: 'a body over the 3 MB limit',
      send: post({ ...valid, [UNKNOWN]: 'x'.repeat(3 * 1024 * 1024) }),
      status: 413,
      message: /large/i,
    },
  );
  return cases;
}

const BOUNDARY = '----esr-test-boundary';

/** The fields that make each multipart operation's text part valid (the daily id is today's). */
async function validMultipartFields(op: ContractOperation, s: S): Promise<Record<string, string>> {
  if (op.operationId === 'completeProfile') return { username: 'sana' };
  const today = json<{ data: { challengeId: string }[] }>(
    await s.as(RICH, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
  ).data[0]!;
  return { challengeId: today.challengeId };
}

function multipartCases(op: ContractOperation): Case[] {
  const fileField = op.fields.find((f) => f.schema.format === 'binary')!.name;
  const limit = op.operationId === 'completeProfile' ? PROFILE_IMAGE_MAX_BYTES : TASK_IMAGE_MAX_BYTES;
  const upload =
    (
      fields: (valid: Record<string, string>) => Record<string, string>,
      file?: { field?: string; type: string; data: Buffer } | null,
    ) =>
    async (s: S, auth: Record<string, string>) => {
      const valid = await validMultipartFields(op, s);
      const body = multipart(
        fields(valid),
        file === null
          ? undefined
          : {
              field: file?.field ?? fileField,
              name: 'shot.png',
              type: file?.type ?? 'image/png',
              data: file?.data ?? PNG,
            },
      );
      return s.app.inject({
        method: 'POST',
        url: op.url,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
  const cases: Case[] = [];
  for (const field of op.fields) {
    if (field.schema.format === 'binary') continue;
    cases.push({
      label: `${field.name} huge string`,
      send: upload((valid) => ({ ...valid, [field.name]: 'x'.repeat(5000) })),
      message: field.name,
    });
    const broken = badFormat(field.schema);
    if (broken !== undefined) {
      cases.push({
        label: `${field.name} = '${broken}' (breaks enum/pattern)`,
        send: upload((valid) => ({ ...valid, [field.name]: broken })),
        status: 400,
        message: `body/${field.name}`,
      });
    }
    if (field.required) {
      cases.push({
        label: `${field.name} missing`,
        send: upload((valid) => {
          const { [field.name]: _missing, ...rest } = valid;
          return rest;
        }),
        status: 400,
        message: `body must have required property '${field.name}'`,
      });
    }
  }
  if (op.fields.find((f) => f.name === fileField)?.required) {
    cases.push({
      label: `${fileField} missing`,
      send: upload((valid) => valid, null),
      status: 400,
      message: `body must have required property '${fileField}'`,
    });
  }
  cases.push(
    {
      label: 'unknown text field',
      send: upload((valid) => ({ ...valid, [UNKNOWN]: 'x' })),
      status: 400,
      message: `body must NOT have additional property '${UNKNOWN}'`,
    },
    {
      label: 'unknown file field',
      send: upload((valid) => valid, { field: UNKNOWN, type: 'image/png', data: PNG }),
      status: 400,
      message: `body must NOT have additional property '${UNKNOWN}'`,
    },
    {
      label: 'fake PNG (image/png that is text)',
      send: upload((valid) => valid, { type: 'image/png', data: Buffer.from('this is not an image at all') }),
      status: 415,
      message: /\S/,
    },
    {
      label: 'PNG declared as JPEG',
      send: upload((valid) => valid, { type: 'image/jpeg', data: PNG }),
      status: 415,
      message: /\S/,
    },
    {
      label: 'a GIF',
      send: upload((valid) => valid, { type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') }),
      status: 415,
      message: /\S/,
    },
    {
      label: `oversize image (${limit + 1} bytes)`,
      send: upload((valid) => valid, {
        type: 'image/png',
        data: Buffer.concat([PNG, Buffer.alloc(limit + 1 - PNG.length, 0)]),
      }),
      status: 413,
      message: /2MB/,
    },
    {
      label: 'truncated multipart (cut inside the file)',
      send: async (s, auth) => {
        const body = multipart(await validMultipartFields(op, s), {
          field: fileField,
          name: 'shot.png',
          type: 'image/png',
          data: Buffer.concat([PNG, Buffer.alloc(4000, 7)]),
        });
        return s.app.inject({
          method: 'POST',
          url: op.url,
          headers: { ...auth, ...body.headers },
          payload: body.payload.subarray(0, body.payload.length - 2500),
        });
      },
      message: /\S/,
    },
    {
      label: 'multipart without a boundary',
      send: (s, auth) =>
        s.app.inject({
          method: 'POST',
          url: op.url,
          headers: { ...auth, 'content-type': 'multipart/form-data' },
          payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${BOUNDARY}--\r\n`,
        }),
      message: /\S/,
    },
    {
      label: 'JSON instead of multipart',
      send: (s, auth) =>
        s.app.inject({ method: 'POST', url: op.url, headers: auth, payload: { [fileField]: 'x' } }),
      status: 415,
      message: 'The body must be multipart/form-data',
    },
  );
  return cases;
}

function queryCases(op: ContractOperation): Case[] {
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

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('bad input, generated from the contract', () => {
  it('starts every mutation from a call the contract accepts', () => {
    for (const op of operations.filter((o) => o.bodyKind === 'json')) {
      const validate = validators.get(op.operationId)?.validateBody;
      expect(VALID_JSON[op.operationId], `no valid body for ${op.operationId}`).toBeDefined();
      expect(
        validate?.(VALID_JSON[op.operationId]),
        `${op.operationId}: ${JSON.stringify(validate?.errors)}`,
      ).toBe(true);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers every broken input with a 4xx naming the problem and changes nothing',
    async (_id, op) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'esr-bad-input-'));
      dirs.push(dataDir);
      const s = await server({ dataDir });
      const auth: Record<string, string> = op.secured
        ? { authorization: `Bearer ${await s.token(RICH)}` }
        : {};
      const cases = [
        ...(op.bodyKind === 'json' ? jsonCases(op) : op.bodyKind === 'multipart' ? multipartCases(op) : []),
        ...queryCases(op),
      ];
      expect(cases.length).toBeGreaterThan(0);
      const db = s.app.sessions.main.store.db;
      const before = snapshot(db, join(dataDir, 'uploads'));
      const wrong: string[] = [];
      for (const c of cases) {
        const response = await c.send(s, auth);
        let message: unknown;
        try {
          message = (response.json() as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const status = response.statusCode;
        const statusOk = c.status === undefined ? status >= 400 && status < 500 : status === c.status;
        const messageOk =
          typeof message === 'string' &&
          message.trim() !== '' &&
          (c.message === undefined ||
            (typeof c.message === 'string' ? message.includes(c.message) : c.message.test(message)));
        if (!statusOk || !messageOk) {
          wrong.push(`${c.label}: ${status} ${response.body.slice(0, 200)}`);
        }
      }
      expect(wrong, `${op.operationId}\n${wrong.join('\n')}`).toEqual([]);
      expect(snapshot(db, join(dataDir, 'uploads'))).toEqual(before);
    },
  );
});
