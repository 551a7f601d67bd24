import { RULES, warningsOf, type Exchange, type Finding, type Report } from '../model';
import { countsBySuite, coverageTotals, firstSightings, outcomeOf, type Counts } from './summary';
import { ANSWER_RULE_WHY, EXPIRED_TOKEN_HOW, scopeOf } from './scope';
import { uncheckedOf, verdictOf, violationsOf } from './verdict';

// The console summary: one line per suite, then every failure with its request, answer and input.

const SHOWN = 600;
const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

function countsLine(counts: Counts): string {
  const parts = (['passed', 'failed', 'error', 'skipped'] as const)
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${k}`);
  return `${counts.total} cases: ${parts.join(', ')}`;
}

const exchangeLines = (ex: Exchange, indent = '    '): string[] => [
  `${indent}${ex.request.method} ${ex.request.url}${ex.request.body ? ` ${cut(ex.request.body)}` : ''}`,
  ex.response
    ? `${indent}-> ${ex.response.status} ${cut(ex.response.body)}`
    : `${indent}-> no answer: ${ex.error}`,
];

function describeFinding(f: Finding): string[] {
  const lines = [`  [${f.rule}] ${f.operationId ? `${f.operationId}: ` : ''}${f.message}`];
  if (f.exchange) lines.push(...exchangeLines(f.exchange));
  if (f.input !== undefined) lines.push(`    input: ${cut(JSON.stringify(f.input))}`);
  if (f.exchanges?.length) {
    lines.push(`    the ${f.exchanges.length} calls sent at once:`);
    f.exchanges.forEach((ex, i) => lines.push(...exchangeLines(ex, `    ${i + 1}. `)));
  }
  return lines;
}

/** What the run's options left out: never tested, not a pass (the verdict names it too). */
function leftOutLines(report: Report): string[] {
  const scope = scopeOf(report);
  const lines: string[] = [];
  if (scope.rules.length > 0 || scope.answerRules.length > 0 || scope.operations.length > 0) {
    lines.push('', `Not exercised${scope.narrowedBy.length ? ` within ${scope.narrowedBy.join(' ')}` : ''}:`);
    for (const rule of scope.rules) lines.push(`  [${rule}] ${RULES[rule]}`);
    for (const rule of scope.answerRules) lines.push(`  [${rule}] ${RULES[rule]}: ${ANSWER_RULE_WHY}`);
    if (scope.operations.length > 0) lines.push(`  never called: ${scope.operations.join(', ')}`);
  }
  if (scope.expiredTokenUntested) lines.push('', `Expired tokens: not tested: ${EXPIRED_TOKEN_HOW}.`);
  return lines;
}

export function consoleSummary(report: Report): string {
  const { info } = report;
  const verdict = verdictOf(report, violationsOf(report));
  const lines = [
    `Conformance of ${info.baseUrl} to ${info.contractTitle} ${info.contractVersion} (profile ${info.profile}${info.readOnly ? ', read-only' : ''})`,
    `msisdn ${info.msisdn}${info.richMsisdn ? `, rich ${info.richMsisdn}` : ''}; seed ${info.seed} (replay with --seed ${info.seed})`,
    '',
    ...countsBySuite(report).map(([suite, counts]) => `${suite.padEnd(11)} ${countsLine(counts)}`),
  ];
  const isNew = firstSightings();
  for (const c of report.cases.filter((c) => outcomeOf(c) === 'failed' || outcomeOf(c) === 'error')) {
    lines.push('', `FAIL ${c.suite} / ${c.name}`);
    for (const f of c.findings.filter((f) => f.severity === 'error')) {
      lines.push(...(isNew(f) ? describeFinding(f) : [`  [${f.rule}] ${f.operationId ?? ''}: as above`]));
    }
    if (c.error) lines.push(`  [kit] ${c.error}`);
  }
  const unchecked = uncheckedOf(report);
  if (unchecked.length > 0) {
    lines.push('', 'Not exercised (no pass, no failure):');
    for (const u of unchecked) lines.push(`  [${u.rule}] ${u.case}: ${u.reason}`);
  }
  lines.push(...leftOutLines(report));
  const warnings = warningsOf(report);
  if (warnings.length > 0)
    lines.push('', 'Warnings:', ...warnings.map((w) => `  [${w.rule}] ${w.operationId ?? ''}: ${w.message}`));
  const coverage = coverageTotals(report.coverage);
  lines.push(
    '',
    `Coverage: ${coverage.seen} of ${coverage.documented} documented statuses seen` +
      (coverage.undocumented.length > 0
        ? `; undocumented statuses answered: ${coverage.undocumented.join(', ')}`
        : '') +
      (coverage.unanswered.length > 0 ? `; calls with no answer: ${coverage.unanswered.join(', ')}` : ''),
  );
  if (report.latency.length > 0) {
    const over = report.latency.filter((f) => f.p95 > info.latencyBudgetMs).length;
    lines.push(
      `Answer times (ms; p95 budget ${info.latencyBudgetMs}, ${over} over): ` +
        report.latency.map((f) => `${f.operationId} ${f.p50}/${f.p95}/${f.max} (${f.calls})`).join(', '),
      '  (each: p50/p95/max over its calls, calls sent at once left out)',
    );
  }
  lines.push(
    `Result: ${verdict.label}: ${verdict.detail}; ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (seed ${info.seed}, exit ${verdict.code})`,
  );
  return lines.join('\n');
}
