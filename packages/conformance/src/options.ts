import { parseArgs } from 'node:util';
import { SCENARIO_RULES, SUITES, type ScenarioRule, type SuiteName } from './model';
import type { KitOptions } from './run';

export const USAGE = `esr-conformance --base-url URL --msisdn N [options]
(in this repository: npm run conformance -- --base-url URL --msisdn N [options])

  --base-url URL        the server (the contract's /api is added unless the URL ends with it)
  --msisdn N            a subscribed test number the kit may use
  --rich-msisdn N       a subscriber with enough credits to redeem (the redeem scenario)
  --read-only           only calls that change nothing (safe against a shared environment)
  --profile full|spec   spec: fields marked x-designed are optional, and reported as warnings
  --report DIR          write report.html, junit.xml and report.json there
  --seed S              the robustness suite's seed (printed by every run) to replay its inputs
  --runs N              generated bad inputs per operation (default 15)
  --only LIST           some suites (shape,robustness,auth,behaviour) or scenarios by their rule
                        (checkin-once,daily-task,game-challenge,spend-once,registration-rules,
                        level-order); the verdict names every rule this leaves out
  --expired-token JWT   a token the server issued that has since expired (auth suite; without it
                        expired tokens are not tested, and the verdict says so)
  --header 'Name: v'    sent with every call (repeatable)
  --contract FILE       another contract file (default: openapi/openapi.yaml)
  --timeout MS          per request (default 15000)
  --latency-budget MS   the p95 answer time every operation must keep within (default 1000)
  --allow-incomplete    exit 0, not 3, when a rule could not be exercised (it is still reported)

Exit codes: 0 conforms (within what --read-only and --only left out, which it names), 1 a rule
broken, 2 the kit could not finish (or the backend never answered, or stopped answering: an outage),
3 no rule broken but one could not be exercised (today's reward already claimed...).`;

export interface CliOptions extends KitOptions {
  reportDir?: string;
}

export class UsageError extends Error {}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be an integer, not '${value}'`);
  return n;
}

function positive(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && value <= 0) throw new UsageError(`--${name} must be above 0, not ${value}`);
  return value;
}

function headers(values: string[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (values ?? []).map((line) => {
      const at = line.indexOf(':');
      if (at < 1) throw new UsageError(`--header must be 'Name: value', not '${line}'`);
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
}

const isSuite = (name: string): name is SuiteName => (SUITES as readonly string[]).includes(name);
const isScenario = (name: string): name is ScenarioRule =>
  (SCENARIO_RULES as readonly string[]).includes(name);

/** --only's suites and scenarios: a scenario named alone plays the behaviour suite with only it. */
function only(value: string | undefined): { suites?: SuiteName[]; scenarios?: ScenarioRule[] } {
  if (value === undefined) return {};
  const names = value.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !isSuite(n) && !isScenario(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `--only: unknown suite ${unknown.join(', ')} (suites: ${SUITES.join(', ')}; scenarios: ${SCENARIO_RULES.join(', ')})`,
    );
  }
  const scenarios = names.filter(isScenario);
  const suites = names.filter(isSuite);
  if (scenarios.length === 0) return { suites };
  if (suites.includes('behaviour'))
    throw new UsageError('--only: name the behaviour suite or some of its scenarios, not both');
  return { suites: [...suites, 'behaviour'], scenarios };
}

/** The kit's options from the command line; a UsageError says what is wrong. */
export function parseOptions(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'base-url': { type: 'string' },
      msisdn: { type: 'string' },
      'rich-msisdn': { type: 'string' },
      'read-only': { type: 'boolean' },
      profile: { type: 'string' },
      report: { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string' },
      'expired-token': { type: 'string' },
      header: { type: 'string', multiple: true },
      contract: { type: 'string' },
      timeout: { type: 'string' },
      'latency-budget': { type: 'string' },
      'allow-incomplete': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (!values['base-url'] || !values.msisdn) throw new UsageError('--base-url and --msisdn are required');
  if (values.profile !== undefined && values.profile !== 'full' && values.profile !== 'spec') {
    throw new UsageError(`--profile must be full or spec, not '${values.profile}'`);
  }
  return {
    baseUrl: values['base-url'],
    msisdn: values.msisdn,
    richMsisdn: values['rich-msisdn'],
    readOnly: values['read-only'] ?? false,
    profile: values.profile,
    reportDir: values.report,
    seed: integer('seed', values.seed),
    runs: integer('runs', values.runs),
    ...only(values.only),
    expiredToken: values['expired-token'],
    headers: headers(values.header),
    contractFile: values.contract,
    timeoutMs: integer('timeout', values.timeout),
    latencyBudgetMs: positive('latency-budget', integer('latency-budget', values['latency-budget'])),
    allowIncomplete: values['allow-incomplete'] ?? false,
  };
}
