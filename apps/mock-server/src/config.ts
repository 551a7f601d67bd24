import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressList, isLoopbackName } from './security/addresses';
import type { TrustProxy } from './security/trust-proxy';
import { ConfigError, OFF, ON, SETTINGS, readSettings, type Settings } from './settings';

/** The repository root, found from this file (src/ in dev, dist/ when built). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const serverRoot = join(repoRoot, 'apps', 'mock-server');

export const DEV_JWT_SECRET = 'dev-only-secret-change-me';
/** HS256 wants a key at least as long as its hash (RFC 7518, 3.2): 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

/** How long the server waits for a client (issue 26, finding 3; docs/security.md). */
export interface ServerTimeouts {
  /** The whole request, head and body, must arrive within this (REQUEST_TIMEOUT_MS): then 408 and the socket closes. */
  requestMs: number;
  /** The request's head must arrive within this. */
  headersMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<ServerTimeouts> = {
  requestMs: SETTINGS.REQUEST_TIMEOUT_MS.default,
  headersMs: 10_000,
  idleMs: 60_000,
};

/**
 * How long a SIGTERM or SIGINT waits for the requests in flight (an upload arriving, a proxied call)
 * before the process ends anyway.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

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

export interface AppConfig {
  /** ':memory:' for an in-memory database, otherwise a directory holding esports.db and uploads/. */
  dataDir: string;
  /** MOCK_MODE: the control API, `x-mock-session` worlds and the stand-ins. Off is production. */
  mockMode: boolean;
  jwtSecret: string;
  /** Why the secret is not a configured one, for a loud warning at start ('' when configured). */
  jwtSecretWarning: string;
  jwtTtlSeconds: number;
  responseValidation: boolean;
  landingUrl: string;
  unsubscribeUrl: string;
  webAppUrl: string;
  webDistDir: string;
  /** Token requests per IP per minute. */
  tokenRateLimit: number;
  /** Origins a browser may call the API from; 'any' reflects every origin but `null` (mock mode only). */
  corsOrigins: 'any' | string[];
  /** Development origins (Vite's) that may, besides the server's own, call /__mock and post the stand-in forms (mock mode). */
  devOrigins: string[];
  trustProxy: TrustProxy;
  /** The landing and unsubscribe stand-ins are mounted (STAND_INS; on by default in mock mode only). */
  standIns: boolean;
  /** A header the operator's gateway sets to the caller's msisdn; jt/gen then issues only for it. Needs TRUST_PROXY. */
  identityHeader: string;
  /**
   * CONTROL_HOSTS: besides this machine, who may use the control API (mock mode): callers whose address
   * is in `addresses`, with a Host header that is loopback, one of `names`, or an address in `addresses`.
   */
  controlHosts: { names: string[]; addresses: string[] };
  /** HOST and PORT: where the server listens (replay mode: loopback only). */
  host: string;
  port: number;
  /** Proxy mode: /api forwarded to UPSTREAM_URL (or replayed) and checked against the contract; null = the mock answers. */
  upstream: UpstreamConfig | null;
  /** API_PROFILE: 'spec' answers only the product spec's fields (docs/decisions/0970); per world via /__mock/profile. */
  apiProfile: ApiProfile;
  timeouts: ServerTimeouts;
  /** LOG_LEVEL: pino's least level. */
  logLevel: Settings['LOG_LEVEL'];
}

export type ApiProfile = Settings['API_PROFILE'];

/** proxy-addr's names for ranges, still taken in TRUST_PROXY and CONTROL_HOSTS. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const fail = (message: string): never => {
  throw new ConfigError(message);
};

const isOn = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : (ON as readonly string[]).includes(value);

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Exact origins (scheme, host, port; no path): what a browser sends in its Origin header. */
function origins(name: string, value: string | undefined): string[] {
  return list(value).map((origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      fail(`${name}: '${origin}' is not an origin like https://portal.example.pk`);
    }
    return origin;
  });
}

/** A list of addresses and CIDR ranges (a named range stands for its ranges); anything else stops the server. */
function addresses(name: string, value: string | undefined, what: string): string[] {
  const entries = list(value).flatMap((item) => NAMED_RANGES[item.toLowerCase()] ?? [item]);
  for (const entry of entries) {
    try {
      addressList([entry]);
    } catch {
      fail(`${name}: '${entry}' is not ${what}`);
    }
  }
  return entries;
}

function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || (OFF as readonly string[]).includes(value.toLowerCase())) return false;
  if ((ON.slice(1) as readonly string[]).includes(value.toLowerCase())) {
    fail(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front (1) or their addresses",
    );
  }
  if (/^\d+$/.test(value)) {
    if (Number(value) <= 0) fail(`TRUST_PROXY must be a positive integer, got '${value}'`);
    return Number(value);
  }
  return addresses('TRUST_PROXY', value, 'an address, a CIDR range or a hop count');
}

function jwtSecret(configured: string | undefined, mockMode: boolean): { secret: string; warning: string } {
  if (!configured && !mockMode) {
    return {
      secret: randomBytes(32).toString('hex'),
      warning:
        'JWT_SECRET is not set: using a random secret for this process; every token dies on restart. Set a secret of 32 bytes or more for any deployment.',
    };
  }
  if (!configured) {
    return {
      secret: DEV_JWT_SECRET,
      warning: 'JWT_SECRET is not set: using the public development secret. Never use this in a deployment.',
    };
  }
  if (!mockMode && configured === DEV_JWT_SECRET) {
    fail('JWT_SECRET is the public development secret: production needs a secret of its own');
  }
  if (!mockMode && Buffer.byteLength(configured, 'utf8') < MIN_JWT_SECRET_BYTES) {
    fail(
      `JWT_SECRET is ${Buffer.byteLength(configured, 'utf8')} bytes: production needs at least ${MIN_JWT_SECRET_BYTES} (openssl rand -hex 32)`,
    );
  }
  return { secret: configured, warning: '' };
}

/** REQUEST_TIMEOUT_MS sets the request's; the head's is never longer, and a proxied call may take its UPSTREAM_TIMEOUT_MS. */
function timeouts(requestMs: number, upstream: UpstreamConfig | null): ServerTimeouts {
  return {
    requestMs,
    headersMs: Math.min(DEFAULT_TIMEOUTS.headersMs, requestMs),
    idleMs: Math.max(DEFAULT_TIMEOUTS.idleMs, (upstream?.timeoutMs ?? 0) + 5_000),
  };
}

function identityHeader(value: string | undefined, proxy: TrustProxy): string {
  if (!value) return '';
  // The header is the gateway's word only when it arrives through the gateway (issue 26, finding 6).
  if (proxy === false) {
    fail(
      'IDENTITY_HEADER needs TRUST_PROXY: the header is believed only from the proxy (the operator’s gateway) in front; without one, any client could send it',
    );
  }
  return value.toLowerCase();
}

/** CONTROL_HOSTS: addresses and CIDR ranges (callers, and hosts by address), and host names. */
function controlHosts(value: string | undefined): AppConfig['controlHosts'] {
  const entries = list(value);
  const isName = (entry: string) =>
    !NAMED_RANGES[entry.toLowerCase()] &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(entry) &&
    !/^[\d.]+$/.test(entry);
  const names = entries.filter(isName).map((name) => name.toLowerCase());
  const rest = entries.filter((entry) => !isName(entry)).join(',');
  return { names, addresses: addresses('CONTROL_HOSTS', rest, 'a host name, an address or a CIDR range') };
}

/** An http(s) URL with no query, fragment or credentials: every /api path is appended to it. */
function upstreamUrl(value: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    return fail(`UPSTREAM_URL must be an http(s) URL like https://staging.example.pk, got '${value}'`);
  }
  if (parsed.username || parsed.password) {
    fail('UPSTREAM_URL must not carry credentials: the proxy forwards the caller’s own token');
  }
  return parsed.href.replace(/\/$/, '');
}

/**
 * The UPSTREAM_* settings; null when neither an upstream nor a recording to replay is given. Relative
 * files are the repository root's: `npm start` and `npm run dev` run the server from different folders.
 */
function upstream(settings: Settings, given: NodeJS.ProcessEnv): UpstreamConfig | null {
  const file = (value: string | undefined) => (value ? resolve(repoRoot, value) : '');
  const url = settings.UPSTREAM_URL ?? '';
  const replayFile = file(settings.UPSTREAM_REPLAY);
  const others = (['UPSTREAM_STRICT', 'UPSTREAM_RECORD', 'UPSTREAM_TIMEOUT_MS'] as const).filter(
    (name) => given[name],
  );
  if (!url && !replayFile) {
    // A setting that would silently do nothing is a mistake the server names.
    if (others.length > 0) fail(`${others.join(', ')} need UPSTREAM_URL (or UPSTREAM_REPLAY)`);
    return null;
  }
  if (url && replayFile) fail('UPSTREAM_URL and UPSTREAM_REPLAY exclude each other: give one');
  const recordFile = file(settings.UPSTREAM_RECORD);
  if (recordFile && replayFile) fail('UPSTREAM_RECORD records an upstream: it cannot record a replay');
  return {
    url: url ? upstreamUrl(url) : '',
    replayFile,
    strict: isOn(settings.UPSTREAM_STRICT, false),
    recordFile,
    timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
  };
}

/**
 * HOST and PORT. A replay answers every caller with the recorded answers, tokens included: it is for one
 * developer's machine, so it listens on loopback only (issue 26, finding 9).
 */
function listenOn(settings: Settings, proxied: UpstreamConfig | null): { host: string; port: number } {
  const port = settings.PORT;
  if (!proxied?.replayFile) return { host: settings.HOST ?? '0.0.0.0', port };
  const host = settings.HOST ?? '127.0.0.1';
  if (!isLoopbackName(host)) {
    fail(
      `UPSTREAM_REPLAY listens on loopback only (it answers anyone with the recorded tokens): HOST=${host} is not loopback`,
    );
  }
  return { host, port };
}

/**
 * Reads the server's configuration from the environment (the only reader of process.env) through the
 * settings' schema (settings.ts), then checks what no single value says: the production refusals and the
 * settings that need or exclude each other. MOCK_MODE is the one mode setting: unset, it is production,
 * whatever NODE_ENV says (docs/security.md). Throws a ConfigError for any value it would otherwise have
 * to guess at.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = readSettings(env);
  const mockMode = isOn(settings.MOCK_MODE, false);
  const { secret, warning } = jwtSecret(settings.JWT_SECRET, mockMode);
  const corsOrigins = origins('CORS_ORIGINS', settings.CORS_ORIGINS);
  const proxied = upstream(settings, env);
  const proxy = trustProxy(settings.TRUST_PROXY);
  return {
    dataDir: settings.DATA_DIR ?? join(repoRoot, 'data'),
    mockMode,
    jwtSecret: secret,
    jwtSecretWarning: warning,
    jwtTtlSeconds: settings.JWT_TTL_SECONDS,
    responseValidation: isOn(settings.RESPONSE_VALIDATION, mockMode),
    landingUrl: settings.LANDING_URL,
    unsubscribeUrl: settings.UNSUBSCRIBE_URL,
    webAppUrl: settings.WEB_APP_URL,
    webDistDir: settings.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist'),
    tokenRateLimit: settings.TOKEN_RATE_LIMIT,
    // Production answers no cross-origin browser unless told which origins are its own.
    corsOrigins: corsOrigins.length > 0 || !mockMode ? corsOrigins : 'any',
    devOrigins: origins('DEV_ORIGINS', settings.DEV_ORIGINS),
    trustProxy: proxy,
    standIns: isOn(settings.STAND_INS, mockMode),
    identityHeader: identityHeader(settings.IDENTITY_HEADER, proxy),
    controlHosts: controlHosts(settings.CONTROL_HOSTS),
    ...listenOn(settings, proxied),
    upstream: proxied,
    apiProfile: settings.API_PROFILE,
    timeouts: timeouts(settings.REQUEST_TIMEOUT_MS, proxied),
    logLevel: settings.LOG_LEVEL,
  };
}
