import { SEEDED } from '@esr/test-support';
import { createControlClient } from '@esr/sdk/control';
import { inject } from 'vitest';
import { runConformance, type KitOptions } from '../../src/run';
import type { Finding, Report } from '../../src/model';
import type { Profile } from '@esr/contract/operations';

// Runs the kit as CI would, each run in a mock-server world of its own (a fresh default seed).

export const SEED = 20261124;
export const TEST_LATENCY_BUDGET_MS = 60_000;

let runs = 0;
export const newSession = () => `conformance-${process.pid}-${Date.now().toString(36)}-${(runs += 1)}`;

export const mockUrl = (): string => inject('mockServerUrl');

/**
 * The kit against `url` (the mock itself by default), as the new trial subscriber, with a fixed seed.
 * The world answers on the profile the kit checks (--profile spec: the mock's spec profile), unless
 * `worldProfile` says otherwise.
 */
export async function runKit(
  options: Partial<KitOptions> & { session?: string; worldProfile?: Profile } = {},
): Promise<Report> {
  const { session = newSession(), worldProfile, ...rest } = options;
  const control = createControlClient({ baseUrl: mockUrl(), session });
  const put = await control.PUT('/profile', { body: { profile: worldProfile ?? rest.profile ?? 'full' } });
  if (put.error) throw new Error(`the world's profile was not set: ${JSON.stringify(put.error)}`);
  return runConformance({
    baseUrl: mockUrl(),
    msisdn: SEEDED.newTrial,
    richMsisdn: SEEDED.withStreak,
    seed: SEED,
    runs: 8,
    headers: { 'x-mock-session': session },
    // The tests share a loaded machine with other test runs: answer times there say nothing about the
    // mock. The latency rule has its own deviating server, with the default budget.
    latencyBudgetMs: TEST_LATENCY_BUDGET_MS,
    ...rest,
  });
}

export const errorFindings = (report: Report): Finding[] =>
  report.cases.flatMap((c) => c.findings.filter((f) => f.severity === 'error'));

/** Findings, cases that could not finish and skipped cases, for a failure message people can read. */
export function explain(report: Report): string {
  return report.cases
    .filter((c) => c.findings.length > 0 || c.error)
    .map(
      (c) =>
        `${c.suite}/${c.name}: ${[...c.findings.map((f) => `[${f.rule}] ${f.operationId}: ${f.message}`), c.error ?? ''].join(' | ')}`,
    )
    .join('\n');
}
