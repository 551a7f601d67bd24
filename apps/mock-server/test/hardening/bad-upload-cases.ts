import { SEEDED } from '@esr/test-support';
import { PROFILE_IMAGE_MAX_BYTES, TASK_IMAGE_MAX_BYTES } from '@esr/domain';
import { PNG, json, multipart } from '../harness';
import { UNKNOWN, badFormat, type Case, type S } from './bad-input-cases';
import type { ContractOperation } from './support';

// The broken inputs of bad-input.test.ts for multipart uploads: truncated bodies, fake PNGs, oversize
// images, unknown parts.

const BOUNDARY = '----esr-test-boundary';

/** The fields that make each multipart operation's text part valid (the daily id is today's). */
async function validMultipartFields(op: ContractOperation, s: S): Promise<Record<string, string>> {
  if (op.operationId === 'completeProfile') return { username: 'sana' };
  const today = json<{ data: { challengeId: string }[] }>(
    await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
  ).data[0]!;
  return { challengeId: today.challengeId };
}

export function multipartCases(op: ContractOperation): Case[] {
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
