import { errorsOf, type Report } from '../model';
import { scopeGaps, scopeOf, type Scope } from './scope';
import { countCases, firstSightings } from './summary';

// The one verdict every format prints (console, HTML badge, JUnit's counts agree with it) and the exit
// code: never CONFORMS unless every case ran and every rule was exercised (or --allow-incomplete), and
// never more than the run tested: a run narrowed by its options says so in the verdict, naming what it
// left out (src/report/scope.ts).

export const EXIT = { conforms: 0, violations: 1, couldNotFinish: 2, incomplete: 3 } as const;

export interface Verdict {
  code: number;
  /** 'CONFORMS', 'CONFORMS within --read-only', '3 violations', 'COULD NOT RUN'... */
  label: string;
  ok: boolean;
  /** Why, in one line. */
  detail: string;
}

/** Each rule a run could not exercise, with the case and why. */
export function uncheckedOf(report: Report): { case: string; rule: string; reason: string }[] {
  return report.cases.flatMap((c) =>
    (c.unchecked ?? []).map((u) => ({ case: `${c.suite} / ${c.name}`, rule: u.rule, reason: u.reason })),
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the run left out, for the verdict's line: the gaps, then untested expired tokens. */
function leftOut(scope: Scope): string {
  const expiry = scope.expiredTokenUntested ? 'expired tokens not tested (--expired-token)' : '';
  return [scopeGaps(scope), expiry].filter(Boolean).join('; ');
}

/** " within --read-only", or '' for a run its options did not narrow. */
const within = (scope: Scope) => (scope.narrowedBy.length > 0 ? ` within ${scope.narrowedBy.join(' ')}` : '');

export function verdictOf(report: Report, violations: number): Verdict {
  const scope = scopeOf(report);
  const gaps = leftOut(scope);
  if (report.unreachable !== undefined) {
    return {
      code: EXIT.couldNotFinish,
      label: 'COULD NOT RUN',
      ok: false,
      detail: `${report.info.baseUrl} never answered (${report.unreachable}): an outage, not a verdict on the backend`,
    };
  }
  const counts = countCases(report.cases);
  const found = violations > 0 ? `; ${plural(violations, 'violation')} found` : '';
  if (report.outage) {
    const { outage } = report;
    return {
      code: EXIT.couldNotFinish,
      label: 'COULD NOT FINISH',
      ok: false,
      detail:
        `the backend stopped answering after ${outage.answeredBefore} answered calls: from ${outage.since}, ` +
        `${outage.calls} calls to ${plural(outage.operations.length, 'operation')} got no answer or a ` +
        `gateway's error (${outage.cause}): an outage, not a verdict on the backend${found && `${found} before it`}`,
    };
  }
  if (counts.error > 0) {
    return {
      code: EXIT.couldNotFinish,
      label: 'COULD NOT FINISH',
      ok: false,
      detail: `${counts.error} of ${counts.total} cases could not finish${found}`,
    };
  }
  if (counts.failed > 0) {
    return {
      code: EXIT.violations,
      label: plural(violations, 'violation'),
      ok: false,
      detail: `${counts.failed} of ${counts.total} cases broke a rule${scope.narrowedBy.length > 0 ? ` (a run${within(scope)}: ${gaps})` : ''}`,
    };
  }
  const unchecked = uncheckedOf(report);
  if (unchecked.length > 0) {
    const rules = [...new Set(unchecked.map((u) => u.rule))].join(', ');
    // The label says CONFORMS only with what the options left out in it; INCOMPLETE says it after.
    const narrowed = scope.narrowedBy.length > 0;
    return report.info.allowIncomplete
      ? {
          code: EXIT.conforms,
          label: `CONFORMS (INCOMPLETE)${within(scope)}`,
          ok: true,
          detail: `not exercised, allowed by --allow-incomplete: ${rules}${gaps ? `; ${narrowed ? '' : 'also '}${gaps}` : ''}`,
        }
      : {
          code: EXIT.incomplete,
          label: 'INCOMPLETE',
          ok: false,
          detail:
            `no rule broken, but not exercised: ${rules} (--allow-incomplete accepts this)` +
            (gaps ? `; ${narrowed ? `${within(scope).trim()}: ` : 'also '}${gaps}` : ''),
        };
  }
  return {
    code: EXIT.conforms,
    label: `CONFORMS${within(scope)}`,
    ok: true,
    detail: scopeGaps(scope)
      ? `${gaps} (${plural(counts.total, 'case')})`
      : `${plural(counts.total, 'case')}, every rule exercised${scope.expiredTokenUntested ? ', expired tokens not tested (--expired-token)' : ''}`,
  };
}

/** Violations of the whole run, each once. */
export const violationsOf = (report: Report): number => errorsOf(report).filter(firstSightings()).length;

/**
 * Exit code: 0 conforming, 1 a violation, 2 the kit could not finish a case (or the server never
 * answered, or stopped answering), 3 a rule could not be exercised (0 with --allow-incomplete).
 */
export const exitCodeOf = (report: Report): number => verdictOf(report, violationsOf(report)).code;
