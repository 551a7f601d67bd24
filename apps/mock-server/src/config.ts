import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadUpstreamConfig, type UpstreamConfig } from './proxy/upstream-config';
import { addressList, isLoopbackName } from './security/addresses';

/** The repository root, found from this file (src/ in dev, dist/ when built). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const serverRoot = join(repoRoot, 'apps', 'mock-server');

export const DEV_JWT_SECRET = 'dev-only-secret-change-me';
/** HS256 wants a key at least as long as its hash (RFC 7518, 3.2): 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;
/** Vite's dev server (apps/web): its scenario switcher calls the control API through its proxy. */
export const DEFAULT_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

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
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 60_000,
};

/**
 * How long a SIGTERM or SIGINT waits for the requests in flight (an upload arriving, a proxied call)
 * before the process ends anyway.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

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
}

export type ApiProfile = 'full' | 'spec';

/** A configuration value the server refuses to start with. */
export class ConfigError extends Error {}

const fail = (message: string): never => {
  throw new ConfigError(message);
};

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

/** A strict on/off setting: anything but the listed spellings stops the server (no silent guess). */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (ON.includes(value.toLowerCase())) return true;
  if (OFF.includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be one of ${[...ON, ...OFF].join(', ')}; got '${value}'`);
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive integer, got '${value}'`);
  return n;
}

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
      throw new ConfigError(`${name}: '${origin}' is not an origin like https://portal.example.pk`);
    }
    return origin;
  });
}

function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || OFF.includes(value.toLowerCase())) return false;
  if (ON.slice(1).includes(value.toLowerCase())) {
    throw new ConfigError(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front (1) or their addresses",
    );
  }
  if (/^\d+$/.test(value)) return positiveInt('TRUST_PROXY', value, 1);
  return addresses('TRUST_PROXY', value, 'an address, a CIDR range or a hop count');
}

/** proxy-addr's names for ranges, still taken in TRUST_PROXY and CONTROL_HOSTS. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A list of addresses and CIDR ranges (a named range stands for its ranges); anything else stops the server. */
function addresses(name: string, value: string | undefined, what: string): string[] {
  const entries = list(value).flatMap((item) => NAMED_RANGES[item.toLowerCase()] ?? [item]);
  for (const entry of entries) {
    try {
      addressList([entry]);
    } catch {
      throw new ConfigError(`${name}: '${entry}' is not ${what}`);
    }
  }
  return entries;
}

function jwtSecret(env: NodeJS.ProcessEnv, mockMode: boolean): { secret: string; warning: string } {
  const configured = env.JWT_SECRET ?? '';
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
    throw new ConfigError(
      'JWT_SECRET is the public development secret: production needs a secret of its own',
    );
  }
  if (!mockMode && Buffer.byteLength(configured, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET is ${Buffer.byteLength(configured, 'utf8')} bytes: production needs at least ${MIN_JWT_SECRET_BYTES} (openssl rand -hex 32)`,
    );
  }
  return { secret: configured, warning: '' };
}

/** REQUEST_TIMEOUT_MS sets the request's; the head's is never longer, and a proxied call may take its UPSTREAM_TIMEOUT_MS. */
function timeouts(env: NodeJS.ProcessEnv, upstream: UpstreamConfig | null): ServerTimeouts {
  const requestMs = positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs);
  return {
    requestMs,
    headersMs: Math.min(DEFAULT_TIMEOUTS.headersMs, requestMs),
    idleMs: Math.max(DEFAULT_TIMEOUTS.idleMs, (upstream?.timeoutMs ?? 0) + 5_000),
  };
}

function apiProfile(value: string | undefined): ApiProfile {
  if (value === undefined || value === '' || value === 'full' || value === 'spec') return value || 'full';
  throw new ConfigError(`API_PROFILE must be full or spec, got '${value}'`);
}

function identityHeader(value: string | undefined, proxy: TrustProxy): string {
  if (!value) return '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(value)) {
    throw new ConfigError(`IDENTITY_HEADER must be a header name like x-msisdn, got '${value}'`);
  }
  // The header is the gateway's word only when it arrives through the gateway (issue 26, finding 6).
  if (proxy === false) {
    throw new ConfigError(
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

/**
 * HOST and PORT. A replay answers every caller with the recorded answers, tokens included: it is for one
 * developer's machine, so it listens on loopback only (issue 26, finding 9).
 */
function listenOn(env: NodeJS.ProcessEnv, upstream: UpstreamConfig | null): { host: string; port: number } {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`PORT must be a port number, got '${env.PORT}'`);
  if (!upstream?.replayFile) return { host: env.HOST || '0.0.0.0', port };
  const host = env.HOST || '127.0.0.1';
  if (!isLoopbackName(host)) {
    fail(
      `UPSTREAM_REPLAY listens on loopback only (it answers anyone with the recorded tokens): HOST=${host} is not loopback`,
    );
  }
  return { host, port };
}

/**
 * Reads the server's configuration from the environment (the only reader of process.env). MOCK_MODE is
 * the one mode setting: unset, it is production, whatever NODE_ENV says (docs/security.md). Throws a
 * ConfigError for any value it would otherwise have to guess at.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mockMode = flag('MOCK_MODE', env.MOCK_MODE, false);
  const { secret, warning } = jwtSecret(env, mockMode);
  const corsOrigins = origins('CORS_ORIGINS', env.CORS_ORIGINS);
  const upstream = loadUpstreamConfig(env, repoRoot, { flag, positiveInt, fail });
  const proxy = trustProxy(env.TRUST_PROXY);
  return {
    dataDir: env.DATA_DIR || join(repoRoot, 'data'),
    mockMode,
    jwtSecret: secret,
    jwtSecretWarning: warning,
    jwtTtlSeconds: positiveInt('JWT_TTL_SECONDS', env.JWT_TTL_SECONDS, 3600),
    responseValidation: flag('RESPONSE_VALIDATION', env.RESPONSE_VALIDATION, mockMode),
    landingUrl: env.LANDING_URL || '/stand-ins/landing',
    unsubscribeUrl: env.UNSUBSCRIBE_URL || '/stand-ins/unsubscribe',
    webAppUrl: env.WEB_APP_URL || '/',
    webDistDir: env.WEB_DIST_DIR || join(repoRoot, 'apps', 'web', 'dist'),
    tokenRateLimit: positiveInt('TOKEN_RATE_LIMIT', env.TOKEN_RATE_LIMIT, 120),
    // Production answers no cross-origin browser unless told which origins are its own.
    corsOrigins: corsOrigins.length > 0 || !mockMode ? corsOrigins : 'any',
    devOrigins: env.DEV_ORIGINS === undefined ? DEFAULT_DEV_ORIGINS : origins('DEV_ORIGINS', env.DEV_ORIGINS),
    trustProxy: proxy,
    standIns: flag('STAND_INS', env.STAND_INS, mockMode),
    identityHeader: identityHeader(env.IDENTITY_HEADER, proxy),
    controlHosts: controlHosts(env.CONTROL_HOSTS),
    ...listenOn(env, upstream),
    upstream,
    apiProfile: apiProfile(env.API_PROFILE),
    timeouts: timeouts(env, upstream),
  };
}

/** A configuration for tests: in memory, mock mode, response validation on. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ MOCK_MODE: '1', JWT_SECRET: 'test-secret', DATA_DIR: ':memory:' }),
    dataDir: ':memory:',
    ...overrides,
  };
}
