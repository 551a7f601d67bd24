import { errorsOf, warningsOf, type Finding, type Report } from '../model';
import { countsBySuite, coverageTotals, firstSightings, outcomeOf, type Counts } from './summary';

// The console summary: one line per suite, then every failure with its request, answer and input.

const SHOWN = 600;
const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

function countsLine(counts: Counts): string {
  const parts = (['passed', 'failed', 'error', 'skipped'] as const)
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${k}`);
  return `${counts.total} cases: ${parts.join(', ')}`;
}

function describeFinding(f: Finding): string[] {
  const lines = [`  [${f.rule}] ${f.operationId ? `${f.operationId}: ` : ''}${f.message}`];
  const ex = f.exchange;
  if (ex) {
    lines.push(
      `    ${ex.request.method} ${ex.request.url}${ex.request.body ? ` ${cut(ex.request.body)}` : ''}`,
    );
    lines.push(
      ex.response ? `    -> ${ex.response.status} ${cut(ex.response.body)}` : `    -> no answer: ${ex.error}`,
    );
  }
  if (f.input !== undefined) lines.push(`    input: ${cut(JSON.stringify(f.input))}`);
  return lines;
}

export function consoleSummary(report: Report): string {
  const { info } = report;
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
  const warnings = warningsOf(report);
  if (warnings.length > 0)
    lines.push('', 'Warnings:', ...warnings.map((w) => `  [${w.rule}] ${w.operationId ?? ''}: ${w.message}`));
  const coverage = coverageTotals(report.coverage);
  lines.push(
    '',
    `Coverage: ${coverage.seen} of ${coverage.documented} documented statuses seen` +
      (coverage.undocumented.length > 0
        ? `; undocumented statuses answered: ${coverage.undocumented.join(', ')}`
        : ''),
  );
  const errors = errorsOf(report).filter(firstSightings()).length;
  lines.push(
    `Result: ${errors === 0 ? 'CONFORMS' : `${errors} violation${errors === 1 ? '' : 's'}`}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (seed ${info.seed})`,
  );
  return lines.join('\n');
}
