import { loadContract, type Profile } from './contract/load';
import { RunEnv } from './context';
import { HttpClient } from './http/client';
import { latencyCase, latencyFigures } from './latency';
import { settleOutage } from './outage';
import { SUITES, type CaseResult, type Report, type ScenarioRule, type SuiteName } from './model';
import { authSuite } from './suites/auth';
import { behaviourSuite } from './suites/behaviour/index';
import { robustnessSuite } from './suites/robustness';
import { shapeSuite } from './suites/shape';

export interface KitOptions {
  /** Where the API is: its host (the contract's server path, /api, is added) or the full API URL. */
  baseUrl: string;
  msisdn: string;
  richMsisdn?: string;
  readOnly?: boolean;
  profile?: Profile;
  /** Seeds the robustness suite's generated inputs; the same seed sends the same inputs. */
  seed?: number;
  /** Generated bad inputs per operation. */
  runs?: number;
  contractFile?: string;
  /** Headers sent with every call (a gateway key; the mock server's x-mock-session). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  expiredToken?: string;
  suites?: readonly SuiteName[];
  /** Only these behaviour scenarios, named by their rule (`--only level-order`); the verdict says so. */
  scenarios?: readonly ScenarioRule[];
  /** Rules the run could not exercise do not change the exit code (exit 3 without it). */
  allowIncomplete?: boolean;
  /** The p95 answer time each operation must keep within (default DEFAULT_LATENCY_BUDGET_MS). */
  latencyBudgetMs?: number;
}

/** A read that takes 2 s is flagged: a subscriber on a slow network already waits for the network. */
export const DEFAULT_LATENCY_BUDGET_MS = 1000;

/** The URL the contract's paths are relative to: base URL plus the contract's server path. */
export function apiUrlOf(baseUrl: string, basePath: string): string {
  const url = baseUrl.replace(/\/+$/, '');
  return basePath && !new URL(url).pathname.endsWith(basePath) ? `${url}${basePath}` : url;
}

export const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

// The behaviour scenarios run first: they need the subscriber as the run found it (today's reward not
// yet claimed); the shape suite then calls every operation whatever state the scenarios left.
const EXECUTION_ORDER: readonly SuiteName[] = ['behaviour', 'shape', 'robustness', 'auth'];
const RUNNERS: Record<SuiteName, (env: RunEnv) => Promise<CaseResult[]>> = {
  shape: shapeSuite,
  robustness: robustnessSuite,
  auth: authSuite,
  behaviour: behaviourSuite,
};

/** Runs the chosen suites against the server at `baseUrl` and answers the report. */
export async function runConformance(options: KitOptions): Promise<Report> {
  const started = Date.now();
  const profile = options.profile ?? 'full';
  const contract = loadContract(options.contractFile, profile);
  const client = new HttpClient(apiUrlOf(options.baseUrl, contract.basePath), {
    headers: options.headers,
    timeoutMs: options.timeoutMs,
  });
  const seed = options.seed ?? randomSeed();
  const env = new RunEnv(contract, client, {
    msisdn: options.msisdn,
    richMsisdn: options.richMsisdn,
    readOnly: options.readOnly ?? false,
    seed,
    runs: options.runs ?? 15,
    expiredToken: options.expiredToken,
    scenarios: options.scenarios,
  });
  const chosen = new Set(options.suites ?? SUITES);
  const results: CaseResult[] = [];
  const { outages } = env;
  // A backend that answered nothing at all, or stopped answering, is down: the other suites would only
  // wait for it too.
  const down = () => (env.exchanges.length > 0 && outages.answered === 0) || outages.outage !== undefined;
  for (const suite of EXECUTION_ORDER.filter((s) => chosen.has(s))) {
    results.push(...(await RUNNERS[suite](env)));
    if (down()) break;
  }
  const neverAnswered = env.exchanges.length > 0 && outages.answered === 0;
  const apiUrl = client.apiUrl;
  const settled = neverAnswered
    ? settleOutage(results, new Set(env.exchanges), `${apiUrl} never answered (${outages.firstFailure})`)
    : outages.outage
      ? settleOutage(
          results,
          outages.calls,
          `the backend stopped answering at ${outages.outage.since} (${outages.outage.cause})`,
        )
      : results;
  const latencyBudgetMs = options.latencyBudgetMs ?? DEFAULT_LATENCY_BUDGET_MS;
  const answered = env.exchanges.filter((e) => !outages.calls.has(e));
  const latency = latencyFigures(answered);
  if (!neverAnswered) settled.push(latencyCase(latency, latencyBudgetMs, answered));
  const cases = SUITES.flatMap((suite) => settled.filter((c) => c.suite === suite));
  return {
    info: {
      baseUrl: client.apiUrl,
      msisdn: options.msisdn,
      richMsisdn: options.richMsisdn,
      profile,
      readOnly: options.readOnly ?? false,
      suites: SUITES.filter((s) => chosen.has(s)),
      ...(options.scenarios ? { scenarios: options.scenarios } : {}),
      expiredToken: options.expiredToken !== undefined,
      seed,
      allowIncomplete: options.allowIncomplete ?? false,
      latencyBudgetMs,
      contractTitle: contract.title,
      contractVersion: contract.version,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
    },
    cases,
    coverage: env.coverage,
    latency,
    ...(neverAnswered ? { unreachable: outages.firstFailure ?? 'no answer' } : {}),
    ...(!neverAnswered && outages.outage ? { outage: outages.outage } : {}),
  };
}
