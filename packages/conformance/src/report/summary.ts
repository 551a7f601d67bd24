import {
  NO_ANSWER,
  SUITES,
  type CaseResult,
  type Coverage,
  type Finding,
  type Report,
  type SuiteName,
} from '../model';

// Figures every report format shares: a case's outcome, counts per suite, the coverage totals.

export type Outcome = 'passed' | 'failed' | 'error' | 'skipped';

/** A case whose rule could not be exercised is skipped, never passed. */
export function outcomeOf(c: CaseResult): Outcome {
  if (c.error) return 'error';
  if (c.findings.some((f) => f.severity === 'error')) return 'failed';
  return c.skipped || c.unchecked?.length ? 'skipped' : 'passed';
}

/** Why a skipped case did not run or did not exercise its rules. */
export const skipReasonOf = (c: CaseResult): string =>
  [c.skipped, ...(c.unchecked ?? []).map((u) => `not exercised: ${u.rule}: ${u.reason}`)]
    .filter((line, i, all) => line && all.indexOf(line) === i)
    .join('; ');

export type Counts = Record<Outcome, number> & { total: number };

export function countCases(cases: CaseResult[]): Counts {
  const counts: Counts = { passed: 0, failed: 0, error: 0, skipped: 0, total: cases.length };
  for (const c of cases) counts[outcomeOf(c)] += 1;
  return counts;
}

export function countsBySuite(report: Report): [SuiteName, Counts][] {
  return SUITES.map(
    (suite) => [suite, countCases(report.cases.filter((c) => c.suite === suite))] as [SuiteName, Counts],
  ).filter(([, counts]) => counts.total > 0);
}

export interface CoverageTotals {
  documented: number;
  seen: number;
  /** "listVideos 418": statuses answered that the contract does not document. */
  undocumented: string[];
  /** "listVideos ×3": calls that got no answer at all (a network failure, not an undocumented status). */
  unanswered: string[];
}

/** The statuses of `seen` the contract does not document; calls with no answer are not among them. */
export const undocumentedOf = (documented: number[], seen: Record<string, number>): [string, number][] =>
  Object.entries(seen).filter(([status]) => status !== NO_ANSWER && !documented.includes(Number(status)));

export function coverageTotals(coverage: Coverage): CoverageTotals {
  const totals: CoverageTotals = { documented: 0, seen: 0, undocumented: [], unanswered: [] };
  for (const [operationId, { documented, seen }] of Object.entries(coverage)) {
    totals.documented += documented.length;
    totals.seen += documented.filter((status) => seen[String(status)]).length;
    for (const [status] of undocumentedOf(documented, seen)) {
      totals.undocumented.push(`${operationId} ${status}`);
    }
    if (seen[NO_ANSWER]) totals.unanswered.push(`${operationId} ×${seen[NO_ANSWER]}`);
  }
  return totals;
}

/** The same broken rule met again (many cases call the same operation): reports show it in full once. */
export function firstSightings(): (f: Finding) => boolean {
  const seen = new Set<string>();
  return (f) => {
    const key = `${f.rule} ${f.operationId ?? ''} ${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
