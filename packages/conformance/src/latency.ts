import type { CaseResult, Exchange, LatencyFigure } from './model';

// The latency rule: every operation's p95 answer time over the run within a budget. Calls sent together on
// purpose (the races of the behaviour suite) are left out: their time measures the race, not the backend.

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function latencyFigures(exchanges: Exchange[]): LatencyFigure[] {
  const byOperation = new Map<string, number[]>();
  for (const e of exchanges) {
    if (e.concurrent || e.durationMs === undefined) continue;
    byOperation.set(e.operationId, [...(byOperation.get(e.operationId) ?? []), e.durationMs]);
  }
  return [...byOperation]
    .map(([operationId, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        operationId,
        calls: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        max: sorted.at(-1) ?? 0,
      };
    })
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** The latency case: one finding per operation over the budget, with its slowest call as evidence. */
export function latencyCase(figures: LatencyFigure[], budgetMs: number, exchanges: Exchange[]): CaseResult {
  const over = figures.filter((f) => f.p95 > budgetMs);
  const slowest = (operationId: string) =>
    exchanges
      .filter((e) => e.operationId === operationId && !e.concurrent)
      .reduce<Exchange | undefined>(
        (a, e) => ((e.durationMs ?? 0) > (a?.durationMs ?? -1) ? e : a),
        undefined,
      );
  return {
    suite: 'shape',
    name: `answer times: p95 within ${budgetMs} ms for every operation`,
    findings: over.map((f) => ({
      rule: 'latency',
      severity: 'error',
      operationId: f.operationId,
      message: `p95 ${f.p95} ms over the ${budgetMs} ms budget (${f.calls} calls, p50 ${f.p50} ms, max ${f.max} ms)`,
      exchange: slowest(f.operationId),
    })),
    notes: [
      `${figures.length} operations timed; the slowest p95: ${Math.max(0, ...figures.map((f) => f.p95))} ms`,
    ],
    durationMs: 0,
  };
}
