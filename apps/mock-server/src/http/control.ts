import { isMsisdn } from '@esr/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hasBody, isJsonType, isTrustedOrigin } from '../security/origin-guard';
import { isSeedName, SEED_NAMES } from '../store/seeds';
import type { Fault } from '../store/registry';
import { noSuccessBody, type Contract } from './contract';

type Json = Record<string, unknown>;

const bad = (reply: FastifyReply, message: string) => reply.status(400).send({ success: false, message });

/** Bounds of the control API's numbers (openapi/control.yaml): nothing it accepts can break a world. */
export const CONTROL_LIMITS = {
  /** The clock stays within these years: every date rule and ISO string works there. */
  clockFrom: Date.parse('2000-01-01T00:00:00Z'),
  clockUntil: Date.parse('2100-01-01T00:00:00Z'),
  maxAdvanceDays: 3650,
  maxCredits: 10_000_000,
  maxTimes: 1000,
  maxDelayMs: 60_000,
} as const;

const CONTROL_PREFIX = /^\/__mock(\/|\?|$)/;

/**
 * The control API answers only its own origin and the development origins (Vite's): a page of any
 * other site could otherwise reset a world with a text/plain POST (no preflight) or create a rich
 * subscriber. Bodies must be JSON. Runs before CORS, so a foreign page gets no preflight either.
 */
export function controlGuard(devOrigins: readonly string[]): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!CONTROL_PREFIX.test(request.url)) return done();
    if (!isTrustedOrigin(request, devOrigins)) {
      return reply.status(403).send({
        success: false,
        message: `The control API answers only this server's pages and the development origins (DEV_ORIGINS), not ${String(request.headers.origin).slice(0, 100)}.`,
      });
    }
    if (hasBody(request) && !isJsonType(request.headers['content-type'])) {
      return reply
        .status(415)
        .send({ success: false, message: 'The control API takes only application/json bodies.' });
    }
    done();
  };
}

/** The body as an object (none counts as {}), or undefined for an array, a string, a number... */
const objectBody = (body: unknown): Json | undefined =>
  body === undefined || body === null
    ? {}
    : typeof body === 'object' && !Array.isArray(body)
      ? (body as Json)
      : undefined;

/** An integer within [min, max], or undefined. */
const boundedInt = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

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
    const body = objectBody(request.body);
    if (!body) return bad(reply, 'body must be a JSON object');
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
    const body = objectBody(request.body);
    if (!body) return bad(reply, 'body must be a JSON object');
    const store = app.sessionFor(request).store;
    if (body.now === undefined && body.advanceDays === undefined)
      return bad(reply, 'body needs now or advanceDays');
    // Both checked before either is applied: a refused request changes nothing.
    let at = store.now();
    if (body.now !== undefined) {
      at = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
      if (Number.isNaN(at)) return bad(reply, 'body/now must be an ISO date-time');
    }
    if (body.advanceDays !== undefined) {
      const days = body.advanceDays;
      if (
        typeof days !== 'number' ||
        !Number.isFinite(days) ||
        Math.abs(days) > CONTROL_LIMITS.maxAdvanceDays
      ) {
        return bad(
          reply,
          `body/advanceDays must be a number from -${CONTROL_LIMITS.maxAdvanceDays} to ${CONTROL_LIMITS.maxAdvanceDays}`,
        );
      }
      at += days * 86_400_000;
    }
    if (at < CONTROL_LIMITS.clockFrom || at >= CONTROL_LIMITS.clockUntil) {
      return bad(reply, 'the clock must stay between 2000-01-01 and 2100-01-01');
    }
    store.setClock(at);
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
    const body = objectBody(request.body);
    if (!body) return bad(reply, 'body must be a JSON object');
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
      const delayMs = boundedInt(body.delayMs, 0, CONTROL_LIMITS.maxDelayMs);
      if (delayMs === undefined) {
        return bad(reply, `body/delayMs must be an integer from 0 to ${CONTROL_LIMITS.maxDelayMs}`);
      }
      fault.delayMs = delayMs;
    }
    if (body.times !== undefined) {
      const times = boundedInt(body.times, 1, CONTROL_LIMITS.maxTimes);
      if (times === undefined)
        return bad(reply, `body/times must be an integer from 1 to ${CONTROL_LIMITS.maxTimes}`);
      fault.remaining = times;
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
    const body = objectBody(request.body);
    if (!body) return bad(reply, 'body must be a JSON object');
    const { msisdn, status, credits } = body;
    if (typeof msisdn !== 'string' || !isMsisdn(msisdn))
      return bad(reply, 'body/msisdn must be 92 followed by 10 digits');
    if (status !== 'trial' && status !== 'active' && status !== 'unsubscribed') {
      return bad(reply, 'body/status must be one of "trial", "active", "unsubscribed"');
    }
    if (credits !== undefined && boundedInt(credits, 0, CONTROL_LIMITS.maxCredits) === undefined) {
      return bad(reply, `body/credits must be an integer from 0 to ${CONTROL_LIMITS.maxCredits}`);
    }
    const store = app.sessionFor(request).store;
    store.putSubscriber(msisdn, status, credits as number | undefined);
    return { msisdn, status, credits: store.balance(msisdn) };
  });
}
