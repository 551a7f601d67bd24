import type { OperationContract } from './contract/load';
import { sendOrderOf, type CallOptions, type HttpClient } from './http/client';
import type { CaseResult, Exchange, Finding, Outage } from './model';

// An outage is not a violation. A backend that is down (or a gateway in front of it that answers its own
// error page) says nothing about the contract: the run could not run (no answer at all) or could not
// finish (it stopped answering part-way), exit 2, and the calls it made then are no findings.
//
// How the kit tells one from a violation (decision 1070):
// - A call failed the way a missing backend fails: no answer at all (refused, reset, timed out), a
//   502/503/504, or any other 5xx whose body is not JSON (a gateway's or a proxy's error page). A 500
//   in JSON is the backend's own answer: a violation (server-error), never part of an outage.
// - Such failures on consecutive calls to OUTAGE_OPERATIONS different operations, and then one probe (a
//   read that answered earlier, sent again) that fails too: the backend is down from the first of them.
//   "Consecutive" goes by the order the calls were sent in: an answer clears the failures of calls sent
//   before it (the backend was alive after them), not of calls sent at once with it that failed later.
//   A live backend whose one operation crashes (even with an HTML error page) answers its other
//   operations between the failures, or answers the probe: its failures stay violations.
// - No call of the run answered by the backend at all: COULD NOT RUN.

/** Consecutive failing calls to this many operations make the kit probe the backend. */
export const OUTAGE_OPERATIONS = 3;

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A call that got what a missing backend gives: no answer, a gateway status, or a 5xx that is not JSON. */
export function failedLikeAnOutage(exchange: Exchange): boolean {
  const response = exchange.response;
  if (!response) return true;
  if (response.status < 500) return false;
  return GATEWAY_STATUSES.has(response.status) || response.json === undefined;
}

/** "fetch failed (ECONNREFUSED)", "503 text/html". */
export function failureOf(exchange: Exchange): string {
  const response = exchange.response;
  if (!response) return exchange.error ?? 'no answer';
  return `${response.status} ${response.headers['content-type']?.split(';')[0] || 'without a content type'}`;
}

/** How a case that met the outage ends (its error, then replaced by the outage's description). */
export const BACKEND_DOWN = 'the backend is down';

/** Thrown by a call once the backend is known to be down: the case could not finish. */
export class BackendDown extends Error {}

/** Follows a run's calls; says when the backend is down. */
export class OutageWatch {
  /** Calls the backend answered (its own answers, whatever they said). */
  answered = 0;
  /** The first call that failed like an outage, for COULD NOT RUN. */
  firstFailure: string | undefined;
  outage: Outage | undefined;
  /** Every call of the outage: its findings are not the backend's. */
  readonly calls = new Set<Exchange>();
  private streak: { exchange: Exchange; at: number }[] = [];
  /** A read the backend answered, to send again as the probe. */
  private lastRead: { op: OperationContract; options: CallOptions } | undefined;
  private probing: Promise<void> | undefined;

  constructor(private readonly client: HttpClient) {}

  /** One call's answer; `read` when the call changes nothing (it may be sent again as the probe). */
  async watch(op: OperationContract, options: CallOptions, exchange: Exchange, read: boolean): Promise<void> {
    if (this.outage) {
      this.calls.add(exchange);
      return;
    }
    if (!failedLikeAnOutage(exchange)) {
      this.answered += 1;
      const alive = sendOrderOf(exchange);
      this.streak = this.streak.filter((s) => sendOrderOf(s.exchange) > alive);
      if (read && exchange.response && exchange.response.status < 400) this.lastRead = { op, options };
      return;
    }
    this.firstFailure ??= failureOf(exchange);
    this.streak.push({ exchange, at: Date.now() - (exchange.durationMs ?? 0) });
    const operations = new Set(this.streak.map((s) => s.exchange.operationId));
    if (operations.size >= OUTAGE_OPERATIONS) {
      this.probing ??= this.probe().finally(() => (this.probing = undefined));
      await this.probing;
    }
  }

  /** The backend answers a read it answered before: alive, and its failures stay violations. */
  private async probe(): Promise<void> {
    const streak = this.streak;
    const probe = this.lastRead ? await this.client.call(this.lastRead.op, this.lastRead.options) : undefined;
    if (probe && !failedLikeAnOutage(probe)) {
      this.streak = [];
      return;
    }
    for (const { exchange } of streak) this.calls.add(exchange);
    const first = streak[0]!;
    this.outage = {
      since: new Date(first.at).toISOString(),
      answeredBefore: this.answered,
      calls: streak.length + (probe ? 1 : 0),
      operations: [...new Set(streak.map((s) => s.exchange.operationId))],
      cause: failureOf(first.exchange),
    };
  }

  /** Throws once the backend is down: no more calls are sent to it. */
  check(): void {
    if (this.outage)
      throw new BackendDown(`${BACKEND_DOWN} (${this.outage.cause}) since ${this.outage.since}`);
  }
}

const outageFinding = (calls: ReadonlySet<Exchange>) => (f: Finding) =>
  (f.exchange !== undefined && calls.has(f.exchange)) || (f.exchanges ?? []).some((e) => calls.has(e));

/**
 * The cases as an outage leaves them: the findings its calls earned are not the backend's, and a case
 * that met the outage could not finish (an error in every report, never a failure).
 */
export function settleOutage(cases: CaseResult[], calls: ReadonlySet<Exchange>, why: string): CaseResult[] {
  const fromOutage = outageFinding(calls);
  return cases.map((c) => {
    const met = c.findings.some(fromOutage) || c.error?.startsWith(BACKEND_DOWN);
    if (!met) return c;
    // What the case made of the missing answers (nothing to play, a rule not exercised) is not the backend's.
    const { skipped: _skipped, unchecked: _unchecked, ...rest } = c;
    return { ...rest, findings: c.findings.filter((f) => !fromOutage(f)), error: `could not finish: ${why}` };
  });
}
