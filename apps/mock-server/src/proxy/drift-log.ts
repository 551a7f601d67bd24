import type { Session } from '../worlds/registry';
import type { Violation } from '../contract/violations';

/** A violation with the exchange it was found in: what GET /__mock/drift lists. */
export interface DriftEntry extends Violation {
  time: string;
  operationId: string;
  method: string;
  path: string;
  /** The upstream's status (before UPSTREAM_STRICT turned it into a 502). */
  status: number;
}

const DRIFT_LIMIT = 500;

// Beside the world, not in it: the store's Session type stays the mock's, and a world the registry
// evicts takes its drift with it.
const logs = new WeakMap<Session, DriftEntry[]>();

export function driftOf(session: Session): DriftEntry[] {
  let log = logs.get(session);
  if (!log) {
    log = [];
    logs.set(session, log);
  }
  return log;
}

export function recordDrift(session: Session, entries: DriftEntry[]): void {
  const log = driftOf(session);
  log.push(...entries);
  if (log.length > DRIFT_LIMIT) log.splice(0, log.length - DRIFT_LIMIT);
}

export function clearDrift(session: Session): void {
  driftOf(session).length = 0;
}
