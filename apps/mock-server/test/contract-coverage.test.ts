import { SEEDED } from '@esr/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/operations';
import { NATURAL_FAILURES, VALID } from './contract-coverage-calls';
import { multipart, server } from './harness';

const contract = loadContract();
const exercised = new Map<string, 'natural' | 'fault'>();
const record = (operationId: string, response: LightMyRequestResponse, how: 'natural' | 'fault') => {
  const key = `${operationId} ${response.statusCode}`;
  if (!exercised.has(key)) exercised.set(key, how);
};

describe('contract coverage: every operation x every documented status', () => {
  afterAll(() => {
    const rows = contract.operations.flatMap((op) =>
      [...op.responses.keys()].map((status) => {
        const how = exercised.get(`${op.operationId} ${status}`) ?? 'MISSING';
        return `${op.operationId.padEnd(22)} ${String(status).padEnd(4)} ${how}`;
      }),
    );
    console.log(`\noperationId            status how\n${rows.join('\n')}\n${exercised.size} pairs exercised`);
  });

  it.each(contract.operations.map((op) => [op.operationId]))(
    '%s answers its 2xx from real behaviour',
    async (operationId) => {
      const call = VALID[operationId];
      expect(call, `no valid call written for ${operationId}`).toBeDefined();
      const response = await call!(await server());
      expect(response.statusCode, response.body).toBe(200);
      record(operationId, response, 'natural');
    },
  );

  it('produces 400 (a field that breaks the schema) and 401 (no token) for every operation that documents them', async () => {
    const s = await server();
    for (const op of contract.operations) {
      if (op.responses.has(401)) {
        const response = await s.app.inject({ method: op.method, url: `/api${op.path}` });
        expect(response.statusCode, op.operationId).toBe(401);
        record(op.operationId, response, 'natural');
      }
      if (op.responses.has(400)) {
        const auth = { authorization: `Bearer ${await s.token(SEEDED.withStreak)}` };
        const response =
          op.bodyKind === 'multipart'
            ? await s.app.inject({
                method: 'POST',
                url: `/api${op.path}`,
                headers: { ...auth, ...multipart({ unknown: 'x' }).headers },
                payload: multipart({ unknown: 'x' }).payload,
              })
            : op.method === 'GET'
              ? await s.app.inject({ method: 'GET', url: `/api${op.path}?limit=0`, headers: auth })
              : await s.app.inject({
                  method: 'POST',
                  url: `/api${op.path}`,
                  headers: auth,
                  payload: { unknownField: 1 },
                });
        expect(response.statusCode, op.operationId).toBe(400);
        record(op.operationId, response, 'natural');
      }
    }
  });

  it.each(NATURAL_FAILURES.map(([id, status, call]) => [id, status, call] as const))(
    '%s answers %i from real behaviour',
    async (operationId, status, call) => {
      const response = await call(await server());
      expect(response.statusCode, response.body).toBe(status);
      record(operationId, response, 'natural');
    },
  );

  it('answers every remaining documented failure through an injected fault, on contract', async () => {
    const s = await server();
    for (const op of contract.operations) {
      for (const status of op.responses.keys()) {
        if (status < 400 || exercised.has(`${op.operationId} ${status}`)) continue;
        await s.control('PUT', '/faults', { operationId: op.operationId, status, times: 1 });
        const response = await s.app.inject({ method: op.method, url: `/api${op.path}` });
        expect(response.statusCode).toBe(status);
        const body = response.json();
        const validate = op.responses.get(status)?.validate;
        expect(validate?.(body), `${op.operationId} ${status} ${response.body}`).toBe(true);
        record(op.operationId, response, 'fault');
      }
    }
    const missing = contract.operations.flatMap((op) =>
      [...op.responses.keys()]
        .filter((status) => !exercised.has(`${op.operationId} ${status}`))
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});
