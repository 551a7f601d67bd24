import type { Contract, OperationContract } from './contract/load';
import { checkResponse } from './checks/response';
import { rawHeadersOf, type CallOptions, type HttpClient } from './http/client';
import { BackendDown, OutageWatch } from './outage';
import { ANSWER_DEPENDENT_RULES, NO_ANSWER } from './model';
import type {
  CaseResult,
  Coverage,
  Exchange,
  Finding,
  RuleId,
  ScenarioRule,
  SuiteName,
  Unchecked,
} from './model';

// What a run shares (contract, client, tokens, coverage) and what one case collects (findings, notes).

export interface RunSettings {
  msisdn: string;
  richMsisdn?: string;
  readOnly: boolean;
  seed: number;
  /** Generated bad inputs per operation in the robustness suite. */
  runs: number;
  /** A token the server issued that has since expired, for the auth suite. */
  expiredToken?: string;
  /** The behaviour scenarios to play, by their rule; absent: every one. */
  scenarios?: readonly ScenarioRule[];
}

/**
 * POST operations of this contract that only read. Everything else that is not a GET writes (or may:
 * an operation added to the contract later counts as a write until it is listed here), and
 * --read-only never calls it.
 */
const READING_POSTS = new Set([
  'generateToken',
  'getDailyChallenges',
  'listChallengeGames',
  'getGameChallenges',
  'listCompletedTasks',
  'viewTournament',
  'listGameVideos',
]);

export const changesNothing = (op: OperationContract): boolean =>
  op.method === 'GET' || READING_POSTS.has(op.operationId);

/**
 * A case cannot go on: an answer it needs is missing. Its findings usually say why already; a Stop
 * without any is the case's error (a wrong --msisdn must not pass as green).
 */
export class Stop extends Error {}

/** No token for a subscriber, with the violations its refusal broke (none: a number the backend refuses). */
export class TokenRefused extends Stop {
  constructor(
    readonly findings: Finding[],
    message: string,
  ) {
    super(message);
  }
}

/** A case has nothing to test here (no open tournament, read-only mode...): it is skipped, not failed. */
export class Skip extends Error {}

export class RunEnv {
  readonly coverage: Coverage = {};
  /** Every call of the run, in order (their times make the latency figures). */
  readonly exchanges: Exchange[] = [];
  /** Whether the backend answers: none of its own answers at all, or none any more, is an outage. */
  readonly outages: OutageWatch;
  /** One generateToken per subscriber and run, whatever it answered: a refusal is not asked again. */
  private readonly tokens = new Map<string, Promise<string>>();

  constructor(
    readonly contract: Contract,
    readonly client: HttpClient,
    readonly settings: RunSettings,
  ) {
    this.outages = new OutageWatch(client);
    for (const op of contract.operations) {
      this.coverage[op.operationId] = {
        method: op.method,
        path: op.path,
        documented: [...op.responses.keys()],
        seen: {},
      };
    }
  }

  operation(operationId: string): OperationContract {
    const op = this.contract.byId.get(operationId);
    if (!op) throw new Stop(`the contract has no operation ${operationId}`);
    return op;
  }

  record(exchange: Exchange): void {
    this.exchanges.push(exchange);
    const seen = this.coverage[exchange.operationId]?.seen;
    const key = exchange.response ? String(exchange.response.status) : NO_ANSWER;
    if (seen) seen[key] = (seen[key] ?? 0) + 1;
  }

  /** A token for `msisdn` from generateToken (one per run and subscriber); Stop when none is given. */
  token(c: CaseRecorder, msisdn: string): Promise<string> {
    const known = this.tokens.get(msisdn);
    if (!known) {
      const asked = this.askToken(c, msisdn);
      this.tokens.set(msisdn, asked);
      return asked;
    }
    // A refusal that broke a rule (no access_token header...) stops this case for that violation too.
    return known.catch((error: unknown) => {
      if (error instanceof TokenRefused) for (const found of error.findings) c.add(found);
      throw error;
    });
  }

  private async askToken(c: CaseRecorder, msisdn: string): Promise<string> {
    const exchange = await c.call('generateToken', { json: { msisdn, refferer: null } });
    const token = rawHeadersOf(exchange).access_token;
    if (exchange.response?.status !== 200 || !token) {
      throw new TokenRefused(
        c.findings.filter((f) => f.exchange === exchange && f.severity === 'error'),
        `no token for ${msisdn} (generateToken answered ${exchange.response?.status ?? `nothing: ${exchange.error}`}; not asked again this run)`,
      );
    }
    return token;
  }
}

export class CaseRecorder {
  readonly findings: Finding[] = [];
  readonly notes: string[] = [];
  readonly unchecked: Unchecked[] = [];
  /** The answer-dependent rules this case exercised (model.ts's ANSWER_DEPENDENT_RULES). */
  readonly exercised = new Set<RuleId>();

  constructor(
    readonly env: RunEnv,
    readonly suite: SuiteName,
    readonly name: string,
  ) {}

  /**
   * Calls an operation; the answer is checked against the contract and counted in the coverage. Once the
   * backend is known to be down nothing more is sent (BackendDown: the case could not finish).
   */
  async call(operationId: string, options: CallOptions = {}, validRequest = true): Promise<Exchange> {
    const op = this.env.operation(operationId);
    this.env.outages.check();
    const exchange = await this.env.client.call(op, options);
    this.env.record(exchange);
    for (const found of checkResponse(this.env.contract, op, exchange, { validRequest })) this.add(found);
    await this.env.outages.watch(op, options, exchange, validRequest && changesNothing(op));
    return exchange;
  }

  /** Adds a finding unless the case already has the same one (one warning per field, not per call). */
  add(found: Finding): void {
    const same = this.findings.some(
      (f) => f.rule === found.rule && f.operationId === found.operationId && f.message === found.message,
    );
    if (!same) this.findings.push(found);
  }

  fail(rule: RuleId, message: string, extra: Partial<Finding> = {}): void {
    const operationId = extra.operationId ?? extra.exchange?.operationId;
    this.add({ ...extra, rule, severity: 'error', message, operationId });
  }

  /** Records a failure unless `ok`; answers `ok`. */
  expect(ok: boolean, rule: RuleId, message: string, extra: Partial<Finding> = {}): boolean {
    if (ANSWER_DEPENDENT_RULES.includes(rule)) this.exercised.add(rule);
    if (!ok) this.fail(rule, message, extra);
    return ok;
  }

  note(text: string): void {
    this.notes.push(text);
  }

  /** A rule this case could not exercise against the state it found: never reported as a pass. */
  uncheck(rule: RuleId, reason: string): void {
    this.unchecked.push({ rule, reason });
  }
}

/**
 * Runs one case; a Stop ends it with a note, anything else thrown is recorded as the case's error. A
 * Skip of a case that checks `rule` means the rule was not exercised (the case's `unchecked`).
 */
export async function runCase(
  env: RunEnv,
  suite: SuiteName,
  name: string,
  body: (c: CaseRecorder) => Promise<void>,
  rule?: RuleId,
): Promise<CaseResult> {
  const c = new CaseRecorder(env, suite, name);
  const started = performance.now();
  let error: string | undefined;
  let skipped: string | undefined;
  try {
    await body(c);
  } catch (thrown) {
    if (thrown instanceof Skip) {
      skipped = thrown.message;
      if (rule) c.uncheck(rule, thrown.message);
    } else if (thrown instanceof Stop && c.findings.some((f) => f.severity === 'error')) {
      c.note(`stopped: ${thrown.message}`);
    } else if (thrown instanceof Stop || thrown instanceof BackendDown) error = thrown.message;
    else error = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
  }
  const durationMs = Math.round(performance.now() - started);
  return {
    suite,
    name,
    findings: c.findings,
    notes: c.notes,
    durationMs,
    ...(error ? { error } : {}),
    ...(skipped ? { skipped } : {}),
    ...(c.unchecked.length > 0 ? { unchecked: c.unchecked } : {}),
    ...(c.exercised.size > 0 ? { exercised: [...c.exercised] } : {}),
  };
}

export const skippedCase = (suite: SuiteName, name: string, reason: string): CaseResult => ({
  suite,
  name,
  findings: [],
  notes: [],
  skipped: reason,
  durationMs: 0,
});
