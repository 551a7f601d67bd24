import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (src/ in dev, dist/ when built). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const serverRoot = join(repoRoot, 'apps', 'mock-server');

export const DEV_JWT_SECRET = 'dev-only-secret-change-me';

export interface AppConfig {
  /** ':memory:' for an in-memory database, otherwise a directory holding esports.db and uploads/. */
  dataDir: string;
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
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/** Reads the server's configuration from the environment (the only reader of process.env). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  let jwtSecret = env.JWT_SECRET ?? '';
  let jwtSecretWarning = '';
  if (!jwtSecret && production) {
    jwtSecret = randomBytes(32).toString('hex');
    jwtSecretWarning =
      'JWT_SECRET is not set: using a random secret for this process; tokens die on restart.';
  } else if (!jwtSecret) {
    jwtSecret = DEV_JWT_SECRET;
    jwtSecretWarning =
      'JWT_SECRET is not set: using the public development secret. Never use this in a deployment.';
  }
  return {
    dataDir: env.DATA_DIR || join(repoRoot, 'data'),
    mockMode: flag(env.MOCK_MODE, !production),
    jwtSecret,
    jwtSecretWarning,
    jwtTtlSeconds: positiveInt('JWT_TTL_SECONDS', env.JWT_TTL_SECONDS, 3600),
    responseValidation: flag(env.RESPONSE_VALIDATION, !production),
    landingUrl: env.LANDING_URL || '/stand-ins/landing',
    unsubscribeUrl: env.UNSUBSCRIBE_URL || '/stand-ins/unsubscribe',
    webAppUrl: env.WEB_APP_URL || '/',
    webDistDir: env.WEB_DIST_DIR || join(repoRoot, 'apps', 'web', 'dist'),
    tokenRateLimit: positiveInt('TOKEN_RATE_LIMIT', env.TOKEN_RATE_LIMIT, 120),
  };
}

/** A configuration for tests: in memory, mock mode, response validation on. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret', DATA_DIR: ':memory:' }),
    dataDir: ':memory:',
    ...overrides,
  };
}
