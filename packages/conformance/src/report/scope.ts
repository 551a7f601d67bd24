import {
  ANSWER_DEPENDENT_RULES,
  RULE_SUITES,
  RULES,
  SCENARIO_RULES,
  SUITES,
  WARNING_RULES,
  type Report,
  type RuleId,
  type ScenarioRule,
  type SuiteName,
} from '../model';

// What a run's options kept it from testing: a verdict never claims more than the run tested. --read-only
// and --only leave suites (or scenarios) out, and with them the rules only they check; the operations never
// called are counted from the run itself; without --expired-token a genuinely expired token is never sent.
// (A rule the backend's state kept a scenario from exercising is another matter: the case's `unchecked`,
// INCOMPLETE.) And a rule that compares a field the spec does not have (ANSWER_DEPENDENT_RULES) is
// exercised only if an answer carried that field: on --profile spec a backend may never send it, and the
// verdict names the rule instead of saying every rule was exercised.

/** The rules each scenario checks (every scenario follows the balance: balance-non-negative). */
export const SCENARIO_CHECKS: Record<ScenarioRule, readonly RuleId[]> = {
  'checkin-once': ['checkin-once', 'credits-reported', 'balance-non-negative'],
  'daily-task': ['daily-task', 'balance-non-negative'],
  'game-challenge': ['game-challenge', 'ordering', 'balance-non-negative'],
  'spend-once': ['spend-once', 'redeem-affordable', 'balance-non-negative'],
  'registration-rules': ['registration-rules', 'credits-reported', 'balance-non-negative'],
  'level-order': ['level-order', 'credits-reported', 'balance-non-negative'],
};

/** Why an answer-dependent rule was not exercised, for every format. */
export const ANSWER_RULE_WHY =
  'no answer carried the designed field it compares (a backend on the spec profile need not send it)';

/** How to test what a run without --expired-token did not. */
export const EXPIRED_TOKEN_HOW =
  'the kit cannot sign one; keep the access_token header of a token this server issued (POST /v1/jt/gen) ' +
  'and pass it with --expired-token once its exp has passed';

export interface Scope {
  /** The options that narrowed the run, as typed: '--read-only', '--only shape,auth'. */
  narrowedBy: string[];
  /** Rules (that can fail a run) no suite of the run checked, because of those options. */
  rules: RuleId[];
  /** Rules the scenarios check but no answer let them: no answer carried the designed field they compare. */
  answerRules: RuleId[];
  /** Operations the run never called (each writing one under --read-only...). */
  operations: string[];
  /** The auth suite ran without --expired-token: a genuinely expired token was not sent. */
  expiredTokenUntested: boolean;
}

function onlyOption(report: Report): string | undefined {
  const { suites, scenarios } = report.info;
  const all = suites.length === 4 && !scenarios;
  if (all) return undefined;
  const named = [...suites.filter((s) => s !== 'behaviour' || !scenarios), ...(scenarios ?? [])];
  return `--only ${named.join(',')}`;
}

/**
 * Whether a suite that ran checks `rule`: the answer rules whatever the suite; the behaviour suite's own
 * rules only when a scenario that checks them was played.
 */
function checked(rule: RuleId, ran: ReadonlySet<SuiteName>, scenarios: readonly ScenarioRule[]): boolean {
  const everyAnswer = RULE_SUITES[rule].length === SUITES.length;
  return RULE_SUITES[rule].some(
    (suite) =>
      ran.has(suite) &&
      (suite !== 'behaviour' || everyAnswer || scenarios.some((s) => SCENARIO_CHECKS[s].includes(rule))),
  );
}

/**
 * The answer-dependent rules a run's scenarios check but no answer let them exercise: no case recorded
 * one, none left it unchecked (that case already says why) and no case stopped on an error.
 */
function unexercisedAnswerRules(report: Report): RuleId[] {
  if (report.cases.some((c) => c.error !== undefined)) return [];
  return ANSWER_DEPENDENT_RULES.filter(
    (rule) =>
      report.cases.some((c) => c.suite === 'behaviour' && !c.skipped) &&
      !report.cases.some((c) => c.exercised?.includes(rule) || c.unchecked?.some((u) => u.rule === rule)),
  );
}

export function scopeOf(report: Report): Scope {
  const { info } = report;
  const narrowedBy = [info.readOnly ? '--read-only' : undefined, onlyOption(report)].filter(
    (o): o is string => o !== undefined,
  );
  const ran = new Set(info.suites.filter((s) => s !== 'behaviour' || !info.readOnly));
  const scenarios = info.scenarios ?? SCENARIO_RULES;
  const rules = (Object.keys(RULES) as RuleId[]).filter(
    (rule) => !WARNING_RULES.includes(rule) && !checked(rule, ran, scenarios),
  );
  const unexercised = unexercisedAnswerRules(report).filter((rule) => !rules.includes(rule));
  if (unexercised.length > 0 && info.profile === 'spec') narrowedBy.push('--profile spec');
  const operations = Object.entries(report.coverage)
    .filter(([, c]) => Object.keys(c.seen).length === 0)
    .map(([operationId]) => operationId);
  return {
    narrowedBy,
    rules,
    answerRules: unexercised,
    operations,
    expiredTokenUntested: ran.has('auth') && !info.expiredToken,
  };
}

/** "9 rules not exercised: a, b; 12 operations never called: x, y", or '' when the run left nothing out. */
export function scopeGaps(scope: Scope): string {
  const parts = [
    scope.rules.length > 0
      ? `${scope.rules.length} rule${scope.rules.length === 1 ? '' : 's'} not exercised: ${scope.rules.join(', ')}`
      : '',
    scope.answerRules.length > 0 ? `${scope.answerRules.join(', ')} not exercised: ${ANSWER_RULE_WHY}` : '',
    scope.operations.length > 0
      ? `${scope.operations.length} operation${scope.operations.length === 1 ? '' : 's'} never called: ${scope.operations.join(', ')}`
      : '',
  ];
  return parts.filter(Boolean).join('; ');
}
