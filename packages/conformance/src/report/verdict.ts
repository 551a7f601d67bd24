import { errorsOf, type Report } from '../model';
import { countCases, firstSightings } from './summary';

// The one verdict every format prints (console, HTML badge, JUnit's counts agree with it) and the exit
// code: never CONFORMS unless every case ran and every rule was exercised (or --allow-incomplete).

export const EXIT = { conforms: 0, violations: 1, couldNotFinish: 2, incomplete: 3 } as const;

export interface Verdict {
  code: number;
  /** 'CONFORMS', '3 violations', 'COULD NOT RUN'... */
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

export function verdictOf(report: Report, violations: number): Verdict {
  if (report.unreachable !== undefined) {
    return {
      code: EXIT.couldNotFinish,
      label: 'COULD NOT RUN',
      ok: false,
      detail: `${report.info.baseUrl} never answered (${report.unreachable}): an outage, not a verdict on the backend`,
    };
  }
  const counts = countCases(report.cases);
  if (counts.error > 0) {
    return {
      code: EXIT.couldNotFinish,
      label: 'COULD NOT FINISH',
      ok: false,
      detail: `${counts.error} of ${counts.total} cases could not finish${violations > 0 ? `; ${violations} violation${violations === 1 ? '' : 's'} found` : ''}`,
    };
  }
  if (counts.failed > 0) {
    return {
      code: EXIT.violations,
      label: `${violations} violation${violations === 1 ? '' : 's'}`,
      ok: false,
      detail: `${counts.failed} of ${counts.total} cases broke a rule`,
    };
  }
  const unchecked = uncheckedOf(report);
  if (unchecked.length > 0) {
    const rules = [...new Set(unchecked.map((u) => u.rule))].join(', ');
    return report.info.allowIncomplete
      ? {
          code: EXIT.conforms,
          label: 'CONFORMS (INCOMPLETE)',
          ok: true,
          detail: `not exercised, allowed by --allow-incomplete: ${rules}`,
        }
      : {
          code: EXIT.incomplete,
          label: 'INCOMPLETE',
          ok: false,
          detail: `no rule broken, but not exercised: ${rules} (--allow-incomplete accepts this)`,
        };
  }
  return {
    code: EXIT.conforms,
    label: 'CONFORMS',
    ok: true,
    detail: `${counts.total} cases, every rule exercised`,
  };
}

/** Violations of the whole run, each once. */
export const violationsOf = (report: Report): number => errorsOf(report).filter(firstSightings()).length;

/**
 * Exit code: 0 conforming, 1 a violation, 2 the kit could not finish a case (or the server never
 * answered), 3 a rule could not be exercised (0 with --allow-incomplete).
 */
export const exitCodeOf = (report: Report): number => verdictOf(report, violationsOf(report)).code;
