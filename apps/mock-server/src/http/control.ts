import { isMsisdn } from '@esr/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSeedName, SEED_NAMES } from '../store/seeds';
import type { Fault } from '../store/registry';
import { noSuccessBody, type Contract } from './contract';

type Json = Record<string, unknown>;

const bad = (reply: FastifyReply, message: string) => reply.status(400).send({ success: false, message });

const faultView = (fault: Fault) => ({
  operationId: fault.operationId,
  ...(fault.status !== undefined && { status: fault.status }),
  ...(fault.noSuccess && { noSuccess: true }),
  ...(fault.bare && { bare: true }),
  ...(fault.delayMs !== undefined && { delayMs: fault.delayMs }),
  ...(fault.remaining !== undefined && { times: fault.remaining }),
});

/** The mock's control API (openapi/control.yaml): seeds, clock, faults, journal, test subscribers. */
export async function registerControlRoutes(app: FastifyInstance, contract: Contract): Promise<void> {
  const clock = (now: number) => ({
    now: new Date(now).toISOString(),
    offsetMs: Math.round(now - Date.now()),
  });
  const faults = (session: ReturnType<FastifyInstance['sessionFor']>) => ({
    faults: [...session.faults.values()].map(faultView),
  });
  const currentSeed = (session: ReturnType<FastifyInstance['sessionFor']>) =>
    (
      session.store.db.prepare("SELECT value FROM settings WHERE key = 'seed'").get() as
        { value: string } | undefined
    )?.value ?? 'default';

  app.get('/__mock/seeds', async (request) => ({
    seeds: [...SEED_NAMES],
    current: currentSeed(app.sessionFor(request)),
  }));

  app.post('/__mock/reset', async (request, reply) => {
    const body = (request.body ?? {}) as Json;
    const seed = body.seed ?? 'default';
    if (typeof seed !== 'string' || !isSeedName(seed))
      return bad(reply, `seed must be one of ${SEED_NAMES.join(', ')}`);
    const session = app.sessionFor(request);
    session.store.reset(seed);
    session.faults.clear();
    session.journal.length = 0;
    return { seeds: [...SEED_NAMES], current: seed };
  });

  app.get('/__mock/clock', async (request) => clock(app.sessionFor(request).store.now()));

  app.post('/__mock/clock', async (request, reply) => {
    const body = (request.body ?? {}) as Json;
    const store = app.sessionFor(request).store;
    if (body.now !== undefined) {
      const at = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
      if (Number.isNaN(at)) return bad(reply, 'body/now must be an ISO date-time');
      store.setClock(at);
    }
    if (body.advanceDays !== undefined) {
      if (typeof body.advanceDays !== 'number' || !Number.isFinite(body.advanceDays)) {
        return bad(reply, 'body/advanceDays must be a number');
      }
      store.advanceDays(body.advanceDays);
    }
    if (body.now === undefined && body.advanceDays === undefined)
      return bad(reply, 'body needs now or advanceDays');
    return clock(store.now());
  });

  app.get('/__mock/operations', async () => ({
    operations: contract.operations.map((op) => ({
      operationId: op.operationId,
      method: op.method,
      path: `/api${op.path}`,
      statuses: [...op.responses.keys()].filter((status) => status >= 400),
      noSuccess: noSuccessBody(op) !== undefined,
    })),
  }));

  app.get('/__mock/faults', async (request) => faults(app.sessionFor(request)));

  app.put('/__mock/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Json;
    const allowed = new Set(['operationId', 'status', 'noSuccess', 'bare', 'delayMs', 'times']);
    const unknown = Object.keys(body).find((key) => !allowed.has(key));
    if (unknown) return bad(reply, `body must NOT have additional property '${unknown}'`);
    const spec = typeof body.operationId === 'string' ? contract.byId.get(body.operationId) : undefined;
    if (!spec) return bad(reply, `body/operationId must be a product operation id`);
    const fault: Fault = { operationId: spec.operationId };
    if (body.status !== undefined) {
      if (typeof body.status !== 'number' || !spec.responses.has(body.status) || body.status < 400) {
        const statuses = [...spec.responses.keys()].filter((s) => s >= 400).join(', ');
        return bad(reply, `body/status must be a failure status ${spec.operationId} documents: ${statuses}`);
      }
      fault.status = body.status;
    }
    if (body.noSuccess !== undefined) {
      if (body.noSuccess !== true || noSuccessBody(spec) === undefined) {
        return bad(reply, `body/noSuccess: ${spec.operationId}'s 200 answer cannot lack success`);
      }
      fault.noSuccess = true;
    }
    if (body.bare !== undefined) {
      if (body.bare !== true || !fault.noSuccess) return bad(reply, 'body/bare: only true, with noSuccess');
      fault.bare = true;
    }
    if (body.delayMs !== undefined) {
      if (
        typeof body.delayMs !== 'number' ||
        !Number.isInteger(body.delayMs) ||
        body.delayMs < 0 ||
        body.delayMs > 60_000
      ) {
        return bad(reply, 'body/delayMs must be an integer from 0 to 60000');
      }
      fault.delayMs = body.delayMs;
    }
    if (body.times !== undefined) {
      if (typeof body.times !== 'number' || !Number.isInteger(body.times) || body.times < 1) {
        return bad(reply, 'body/times must be a positive integer');
      }
      fault.remaining = body.times;
    }
    if (fault.status === undefined && !fault.noSuccess && fault.delayMs === undefined) {
      return bad(reply, 'body needs status, noSuccess or delayMs');
    }
    const session = app.sessionFor(request);
    session.faults.set(spec.operationId, fault);
    return faults(session);
  });

  app.delete('/__mock/faults', async (request) => {
    const session = app.sessionFor(request);
    const { operationId } = request.query as { operationId?: string };
    if (operationId) session.faults.delete(operationId);
    else session.faults.clear();
    return faults(session);
  });

  app.get('/__mock/journal', async (request) => ({ entries: app.sessionFor(request).journal }));

  app.delete('/__mock/journal', async (request) => {
    app.sessionFor(request).journal.length = 0;
    return { entries: [] };
  });

  app.post('/__mock/subscribers', async (request, reply) => {
    const body = (request.body ?? {}) as Json;
    const { msisdn, status, credits } = body;
    if (typeof msisdn !== 'string' || !isMsisdn(msisdn))
      return bad(reply, 'body/msisdn must be 92 followed by 10 digits');
    if (status !== 'trial' && status !== 'active' && status !== 'unsubscribed') {
      return bad(reply, 'body/status must be one of "trial", "active", "unsubscribed"');
    }
    if (credits !== undefined && (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 0)) {
      return bad(reply, 'body/credits must be a non-negative integer');
    }
    const store = app.sessionFor(request).store;
    store.putSubscriber(msisdn, status, credits as number | undefined);
    return { msisdn, status, credits: store.balance(msisdn) };
  });
}
