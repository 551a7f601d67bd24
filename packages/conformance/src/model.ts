// The kit's vocabulary: the rules a server can break, what one call looked like, and what a run found.

/** Every rule the kit checks, with the sentence a report prints for it. */
export const RULES = {
  'status-documented': 'The answer has a status the contract documents for the operation.',
  'content-type': 'A JSON answer says Content-Type: application/json.',
  'body-schema': "The body is valid against the contract's schema for that status.",
  'response-header':
    'Headers the contract requires are there: the access_token JWT of generateToken, with its claims.',
  'server-error': 'A valid request never answers 5xx.',
  'no-answer': 'Every request gets an HTTP answer in time.',
  'robust-rejected': 'A request that breaks the request schema is refused with a 4xx.',
  'robust-no-5xx': 'A request that breaks the request schema never answers 5xx.',
  'robust-message': 'A refusal says why in a message.',
  'robust-unchanged': 'A refused request changes nothing (balance, profile, streak).',
  'auth-401': 'A secured operation answers 401 to a missing, invalid, tampered, expired or alg:none token.',
  'checkin-once': 'The daily check-in credits amount_to_claim once a day; a second claim credits nothing.',
  'daily-task': "Uploading today's screenshot marks the task Submitted and credits its prize once.",
  'game-challenge': "A game-challenge entry credits the challenge's prize once and shows it claimed.",
  'spend-once': "Redeem then claim spends the item's credits exactly once, whatever the repeats.",
  'redeem-affordable': 'An item the subscriber cannot afford is refused and nothing is spent.',
  'registration-rules': 'Tournament registration follows the UID, nick, e-mail, fee and repeat rules.',
  'level-order': 'Aim Train accepts only the next level, with its reward, and credits a pass once.',
  'credits-reported': "An answer's credits figure equals the subscriber's balance after it.",
  'balance-non-negative': 'A balance is never negative.',
  'contract-example': "The contract's own request examples are valid against its request schemas.",
  'x-designed-field': 'With --profile spec, an answer carries a field the spec does not have (x-designed).',
  latency: "Each operation's p95 answer time is within the budget (default 1000 ms, --latency-budget).",
  ordering:
    'Lists come in the order the contract states (the leaderboard best first, completed tasks newest first).',
} as const;

export type RuleId = keyof typeof RULES;
export type Severity = 'error' | 'warning';
export type SuiteName = 'shape' | 'robustness' | 'auth' | 'behaviour';
export const SUITES: readonly SuiteName[] = ['shape', 'robustness', 'auth', 'behaviour'];

/** The behaviour scenarios, each named by the rule it exists to exercise (`--only level-order` plays one). */
export const SCENARIO_RULES = [
  'checkin-once',
  'daily-task',
  'game-challenge',
  'spend-once',
  'registration-rules',
  'level-order',
] as const satisfies readonly RuleId[];
export type ScenarioRule = (typeof SCENARIO_RULES)[number];

/**
 * Which suites check each rule: the answer rules on every call of any suite, the others in their own
 * suite (redeem-affordable in the redeem scenario, the credits rules in every scenario). A run whose
 * options leave out every suite of a rule did not exercise it, and its verdict says so.
 */
export const RULE_SUITES: Record<RuleId, readonly SuiteName[]> = {
  'status-documented': SUITES,
  'content-type': SUITES,
  'body-schema': SUITES,
  'response-header': SUITES,
  'server-error': SUITES,
  'no-answer': SUITES,
  latency: SUITES,
  'x-designed-field': SUITES,
  'contract-example': ['shape'],
  ordering: ['shape', 'behaviour'],
  'robust-rejected': ['robustness'],
  'robust-no-5xx': ['robustness'],
  'robust-message': ['robustness'],
  'robust-unchanged': ['robustness'],
  'auth-401': ['auth'],
  'checkin-once': ['behaviour'],
  'daily-task': ['behaviour'],
  'game-challenge': ['behaviour'],
  'spend-once': ['behaviour'],
  'redeem-affordable': ['behaviour'],
  'registration-rules': ['behaviour'],
  'level-order': ['behaviour'],
  'credits-reported': ['behaviour'],
  'balance-non-negative': ['behaviour'],
};

/** Rules that only ever warn (a profile's designed field, a broken example of the contract itself). */
export const WARNING_RULES: readonly RuleId[] = ['x-designed-field', 'contract-example'];

/**
 * Rules checked only when an answer carries a field the spec does not have: credits-reported compares
 * an answer's `data.credits` (x-designed) with the balance. A backend on the spec profile may never send
 * it, and then a run that played every scenario still never exercised the rule: its cases record which
 * of these they exercised (`CaseResult.exercised`) and the verdict names the rest (src/report/scope.ts).
 */
export const ANSWER_DEPENDENT_RULES: readonly RuleId[] = ['credits-reported'];

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent (JSON text, or a description of a multipart form). */
  body?: string;
}

export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  /** The body text, cut to a readable length. */
  body: string;
  /** The parsed JSON body, when it parsed. */
  json?: unknown;
}

/** One HTTP call the kit made: what was sent and what came back (or why nothing did). */
export interface Exchange {
  operationId: string;
  request: RecordedRequest;
  response?: RecordedResponse;
  error?: string;
  /** From sending the request to the answer's end. */
  durationMs?: number;
  /** Sent together with others on purpose (a race): its time is not a latency figure. */
  concurrent?: boolean;
}

export interface Finding {
  rule: RuleId;
  severity: Severity;
  message: string;
  operationId?: string;
  exchange?: Exchange;
  /** For generated inputs: the input that broke the rule, to reproduce it with the run's seed. */
  input?: unknown;
  /** Every call of a step sent at once (simultaneous claims): each request with its answer. */
  exchanges?: Exchange[];
}

/** A rule a case could not exercise against the state it found, and why. */
export interface Unchecked {
  rule: RuleId;
  reason: string;
}

export interface CaseResult {
  suite: SuiteName;
  name: string;
  findings: Finding[];
  /** Why the case did not run (read-only mode, nothing to test against...). */
  skipped?: string;
  /** Rules the case could not exercise (today's reward already claimed, no affordable fee...). */
  unchecked?: Unchecked[];
  /** The ANSWER_DEPENDENT_RULES this case exercised: an answer carried the field they compare. */
  exercised?: RuleId[];
  /** What the case established, for the report (amounts, ids). */
  notes: string[];
  /** The case stopped on something the kit did not expect (its own bug, or an answer it cannot read). */
  error?: string;
  durationMs: number;
}

export interface RunInfo {
  baseUrl: string;
  msisdn: string;
  richMsisdn?: string;
  profile: 'full' | 'spec';
  readOnly: boolean;
  /** The suites the run was asked for (`--only`; all four by default). */
  suites: readonly SuiteName[];
  /** The scenarios asked for by their rule (`--only level-order`); absent: every scenario. */
  scenarios?: readonly ScenarioRule[];
  /** Whether a token the server issued that has since expired was given (`--expired-token`). */
  expiredToken: boolean;
  seed: number;
  /** Rules that could not be exercised do not change the exit code. */
  allowIncomplete: boolean;
  latencyBudgetMs: number;
  contractTitle: string;
  contractVersion: string;
  startedAt: string;
  durationMs: number;
}

/** The key of `seen` for calls that got no answer at all (no status): not a status the contract lacks. */
export const NO_ANSWER = 'no answer';

/** Statuses seen per operation (and NO_ANSWER), for the coverage matrix. */
export type Coverage = Record<
  string,
  { method: string; path: string; documented: number[]; seen: Record<string, number> }
>;

/** One operation's answer times over a run (calls sent at once on purpose left out). */
export interface LatencyFigure {
  operationId: string;
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * The backend stopped answering during the run (no answer, or a gateway's 5xx page instead of the
 * backend's own answer, on call after call: src/outage.ts): the calls from then on say nothing about
 * the backend.
 */
export interface Outage {
  /** When the first call of the outage was sent. */
  since: string;
  /** Calls the backend answered before it. */
  answeredBefore: number;
  /** Calls that got no answer or a gateway's page, the one probe included. */
  calls: number;
  operations: string[];
  /** What the first of them got: 'fetch failed (ECONNREFUSED)', '503 text/html'... */
  cause: string;
}

export interface Report {
  info: RunInfo;
  cases: CaseResult[];
  coverage: Coverage;
  latency: LatencyFigure[];
  /** Set when the server never answered: an outage, not a verdict on the backend. */
  unreachable?: string;
  /** Set when the backend stopped answering part-way: the run could not finish. */
  outage?: Outage;
}

export const errorsOf = (report: Report): Finding[] =>
  report.cases.flatMap((c) => c.findings.filter((f) => f.severity === 'error'));

/** Warnings of the whole run, each once (the same field is met by many calls). */
export function warningsOf(report: Report): Finding[] {
  const seen = new Set<string>();
  return report.cases
    .flatMap((c) => c.findings.filter((f) => f.severity === 'warning'))
    .filter((f) => {
      const key = `${f.rule} ${f.operationId ?? ''} ${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
