import { DAY_MS } from '@esr/domain';
import { noSuccessBody } from '../../contract/error-bodies';
import { HttpError } from '../../plugins/errors';
import { clearDrift, driftOf } from '../../proxy/drift-log';
import type { UpstreamConfig } from '../../config';
import type { Fault } from '../../worlds/faults';
import type { Session } from '../../worlds/registry';
import { SEED_NAMES } from '../../store/seed/read-seed';
import type { ControlHandlers } from './handler-types';

/**
 * The clock stays within these years: every date rule and ISO string works there. (control.yaml's
 * schemas bound every other number.)
 */
const CLOCK_FROM = Date.parse('2000-01-01T00:00:00Z');
const CLOCK_UNTIL = Date.parse('2100-01-01T00:00:00Z');

const refuse = (message: string) => new HttpError(400, message);

/** The clock as the control API shows it: the offset as stored, not recomputed from two readings. */
const clockOf = (store: Session['store']) => {
  const offsetMs = store.clockOffset();
  return { now: new Date(Date.now() + offsetMs).toISOString(), offsetMs };
};

const faultView = (fault: Fault) => ({
  operationId: fault.operationId,
  ...(fault.deviation !== undefined && { deviation: fault.deviation }),
  ...(fault.status !== undefined && { status: fault.status }),
  ...(fault.noSuccess && { noSuccess: true as const }),
  ...(fault.bare && { bare: true as const }),
  ...(fault.delayMs !== undefined && { delayMs: fault.delayMs }),
  ...(fault.remaining !== undefined && { times: fault.remaining }),
});

const faultsOf = (session: Session) => ({ faults: [...session.faults.values()].map(faultView) });

const driftView = (session: Session, upstream: UpstreamConfig | null) => ({
  mode: !upstream ? ('mock' as const) : upstream.replayFile ? ('replay' as const) : ('proxy' as const),
  upstream: upstream ? upstream.url || upstream.replayFile : '',
  strict: upstream?.strict ?? false,
  entries: driftOf(session),
});

const failureStatuses = (statuses: Iterable<number>) => [...statuses].filter((status) => status >= 400);

/** The mock's control API (openapi/control.yaml): seeds, clock, faults, journal, test subscribers. */
export const controlHandlers: ControlHandlers = {
  listSeeds: ({ session }) => ({ seeds: [...SEED_NAMES], current: session.store.seedName() }),

  resetSeed({ session, body }) {
    const seed = body?.seed ?? 'default';
    session.store.reset(seed);
    session.faults.clear();
    session.journal.length = 0;
    return { seeds: [...SEED_NAMES], current: seed };
  },

  getClock: ({ session }) => clockOf(session.store),

  setClock({ session: { store }, body }) {
    // Both read before either is applied: a refused request changes nothing.
    let at = store.now();
    if (body.now !== undefined) {
      at = Date.parse(body.now);
      if (Number.isNaN(at)) throw refuse('body/now must be an ISO date-time');
    }
    if (body.advanceDays !== undefined) at += body.advanceDays * DAY_MS;
    if (at < CLOCK_FROM || at >= CLOCK_UNTIL)
      throw refuse('the clock must stay between 2000-01-01 and 2100-01-01');
    // A move alone moves the clock by exactly its days.
    if (body.now === undefined) store.advanceClock((body.advanceDays ?? 0) * DAY_MS);
    else store.setClock(at);
    return clockOf(store);
  },

  listOperations: ({ product }) => ({
    operations: product.operations.map((op) => ({
      operationId: op.operationId,
      method: op.method,
      path: `${product.basePath}${op.path}`,
      statuses: failureStatuses(op.responses.keys()),
      noSuccess: noSuccessBody(op) !== undefined,
    })),
  }),

  listFaults: ({ session }) => faultsOf(session),

  putFault({ session, body, product }) {
    const spec = product.byId.get(body.operationId);
    if (!spec) throw refuse('body/operationId must be a product operation id');
    if (body.status !== undefined && !spec.responses.has(body.status)) {
      const statuses = failureStatuses(spec.responses.keys()).join(', ');
      throw refuse(`body/status must be a failure status ${spec.operationId} documents: ${statuses}`);
    }
    if (body.noSuccess && noSuccessBody(spec) === undefined) {
      throw refuse(`body/noSuccess: ${spec.operationId}'s 200 answer cannot lack success`);
    }
    if (body.deviation === 'missing-header' && !spec.responses.get(200)?.headers.length) {
      throw refuse(`body/deviation: ${spec.operationId}'s 200 answer has no header to leave out`);
    }
    const fault: Fault = {
      operationId: spec.operationId,
      deviation: body.deviation,
      status: body.status,
      noSuccess: body.noSuccess,
      bare: body.bare,
      delayMs: body.delayMs,
      remaining: body.times,
    };
    session.faults.set(spec.operationId, fault);
    return faultsOf(session);
  },

  clearFaults({ session, query }) {
    if (typeof query.operationId === 'string' && query.operationId) session.faults.delete(query.operationId);
    else session.faults.clear();
    return faultsOf(session);
  },

  listJournal: ({ session }) => ({ entries: session.journal }),

  clearJournal({ session }) {
    session.journal.length = 0;
    return { entries: [] };
  },

  listDrift: ({ session, upstream }) => driftView(session, upstream),

  clearDrift({ session, upstream }) {
    clearDrift(session);
    return driftView(session, upstream);
  },

  getApiProfile: ({ session }) => ({ profile: session.profile }),

  setApiProfile({ session, body }) {
    session.profile = body.profile;
    return { profile: session.profile };
  },

  putSubscriber({ session: { store }, body: { msisdn, status, credits } }) {
    store.putSubscriber(msisdn, status, credits);
    return { msisdn, status, credits: store.balance(msisdn) };
  },
};
