import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadUpstreamConfig, type UpstreamConfig } from './proxy/upstream-config';

/** The repository root, found from this file (src/ in dev, dist/ when built). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const serverRoot = join(repoRoot, 'apps', 'mock-server');

export const DEV_JWT_SECRET = 'dev-only-secret-change-me';
/** HS256 wants a key at least as long as its hash (RFC 7518, 3.2): 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;
/** Vite's dev server (apps/web): its scenario switcher calls the control API through its proxy. */
export const DEFAULT_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

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
  /** A header the operator's gateway sets to the caller's msisdn; jt/gen then issues only for it. */
  identityHeader: string;
  /** Proxy mode: /api forwarded to UPSTREAM_URL (or replayed) and checked against the contract; null = the mock answers. */
  upstream: UpstreamConfig | null;
  /** API_PROFILE: 'spec' answers only the product spec's fields (docs/decisions/0970); per world via /__mock/profile. */
  apiProfile: ApiProfile;
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
  const addresses = list(value);
  const address = /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;
  const bad = addresses.find((item) => !address.test(item));
  if (bad) throw new ConfigError(`TRUST_PROXY: '${bad}' is not an address, a CIDR range or a hop count`);
  return addresses;
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

function apiProfile(value: string | undefined): ApiProfile {
  if (value === undefined || value === '' || value === 'full' || value === 'spec') return value || 'full';
  throw new ConfigError(`API_PROFILE must be full or spec, got '${value}'`);
}

function identityHeader(value: string | undefined): string {
  if (!value) return '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(value)) {
    throw new ConfigError(`IDENTITY_HEADER must be a header name like x-msisdn, got '${value}'`);
  }
  return value.toLowerCase();
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    standIns: flag('STAND_INS', env.STAND_INS, mockMode),
    identityHeader: identityHeader(env.IDENTITY_HEADER),
    upstream: loadUpstreamConfig(env, repoRoot, { flag, positiveInt, fail }),
    apiProfile: apiProfile(env.API_PROFILE),
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
