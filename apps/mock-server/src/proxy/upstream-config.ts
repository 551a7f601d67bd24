import { resolve } from 'node:path';

/** Proxy mode (docs/decisions/0980): /api answered by an upstream, or replayed from a recording. */
export interface UpstreamConfig {
  /** UPSTREAM_URL: the backend's origin, with an optional path prefix the /api paths go under. */
  url: string;
  /** UPSTREAM_REPLAY: a recording to answer from instead of a backend (offline). */
  replayFile: string;
  /** UPSTREAM_STRICT: an answer that breaks the contract becomes a 502 naming the violation. */
  strict: boolean;
  /** UPSTREAM_RECORD: a file the upstream's answers are appended to (JSON Lines), for UPSTREAM_REPLAY. */
  recordFile: string;
  /** UPSTREAM_TIMEOUT_MS: how long an exchange with the upstream may take before it is a 504. */
  timeoutMs: number;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

type Parsers = {
  flag(name: string, value: string | undefined, fallback: boolean): boolean;
  positiveInt(name: string, value: string | undefined, fallback: number): number;
  fail(message: string): never;
};

/** An http(s) URL with no query, fragment or credentials: every /api path is appended to it. */
function upstreamUrl(value: string, fail: Parsers['fail']): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    fail(`UPSTREAM_URL must be an http(s) URL like https://staging.example.pk, got '${value}'`);
  }
  if (parsed.username || parsed.password) {
    fail('UPSTREAM_URL must not carry credentials: the proxy forwards the caller’s own token');
  }
  return parsed.href.replace(/\/$/, '');
}

/**
 * Reads the UPSTREAM_* settings; null when neither an upstream nor a recording to replay is given.
 * Relative files are the repository root's: `npm start` and `npm run dev` run the server from
 * different folders.
 */
export function loadUpstreamConfig(
  env: NodeJS.ProcessEnv,
  root: string,
  parse: Parsers,
): UpstreamConfig | null {
  const file = (value: string | undefined) => (value ? resolve(root, value) : '');
  const url = env.UPSTREAM_URL ?? '';
  const replayFile = file(env.UPSTREAM_REPLAY);
  const others = ['UPSTREAM_STRICT', 'UPSTREAM_RECORD', 'UPSTREAM_TIMEOUT_MS'].filter((name) => env[name]);
  if (!url && !replayFile) {
    // A setting that would silently do nothing is a mistake the server names.
    if (others.length > 0) parse.fail(`${others.join(', ')} need UPSTREAM_URL (or UPSTREAM_REPLAY)`);
    return null;
  }
  if (url && replayFile) parse.fail('UPSTREAM_URL and UPSTREAM_REPLAY exclude each other: give one');
  const recordFile = file(env.UPSTREAM_RECORD);
  if (recordFile && replayFile) parse.fail('UPSTREAM_RECORD records an upstream: it cannot record a replay');
  return {
    url: url ? upstreamUrl(url, parse.fail) : '',
    replayFile,
    strict: parse.flag('UPSTREAM_STRICT', env.UPSTREAM_STRICT, false),
    recordFile,
    timeoutMs: parse.positiveInt('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS),
  };
}
