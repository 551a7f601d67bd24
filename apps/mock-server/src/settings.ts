import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import envSchema from 'env-schema';

/**
 * Every setting of the server, declared once (docs/decisions/1130): its type, its default, the values it
 * takes and what it does. `loadConfig` (config.ts) reads the environment through this schema, then
 * checks what one value cannot say alone; apps/mock-server/README.md's settings table is made from it
 * (`npm run settings -w @esr/mock-server`; test/settings-table.test.ts fails when the two differ).
 *
 * Besides JSON Schema's own keywords, a setting may say:
 * - `x-default`: its default in words, when it depends on the mode (then it has no `default`);
 * - `x-allowed`: the values it takes in words, when no `enum`, `pattern` or range says them;
 * - `x-refusal`: what the refusal says of a value the schema refuses (`<NAME> <x-refusal>, got '<value>'`);
 * - `x-empty`: `'none'` when an empty value means none rather than the default;
 * - `x-any-case`: its spellings are taken in any case.
 */

export const ON = ['1', 'true', 'on', 'yes'] as const;
export const OFF = ['0', 'false', 'off', 'no'] as const;

const flag = (description: string, fallback: string) =>
  ({
    type: 'string',
    enum: [...ON, ...OFF],
    'x-any-case': true,
    'x-default': fallback,
    'x-refusal': `must be one of ${[...ON, ...OFF].join(', ')};`,
    description,
  }) as const;

const positiveInt = (fallback: number, description: string) =>
  ({
    type: 'integer',
    minimum: 1,
    default: fallback,
    'x-refusal': 'must be a positive integer,',
    description,
  }) as const;

const file = (description: string) => ({ type: 'string', 'x-allowed': 'a file', description }) as const;

export const DEFAULT_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
/** LOG_LEVEL's values: pino's levels. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const SETTINGS = {
  PORT: {
    type: 'integer',
    minimum: 0,
    maximum: 65535,
    default: 8080,
    'x-refusal': 'must be a port number,',
    description: 'where it listens',
  },
  HOST: {
    type: 'string',
    'x-default': '0.0.0.0 (replay: 127.0.0.1)',
    'x-allowed': 'an address or a host name',
    description: 'where it listens; a replay refuses any HOST but loopback',
  },
  DATA_DIR: {
    type: 'string',
    'x-default': '`<repo>/data`',
    'x-allowed': 'a directory, or `:memory:`',
    description: 'SQLite file and uploads; seeded on first start',
  },
  MOCK_MODE: flag(
    'the one mode setting: the control API, `x-mock-session` worlds; other values stop the server; `npm start` with `NODE_ENV=production` and no MOCK_MODE starts production mode',
    'off = production (`npm run dev`, `npm start` and the tests set 1)',
  ),
  JWT_SECRET: {
    type: 'string',
    'x-default': 'mock: a public dev secret; production: random per start (loud warning)',
    'x-allowed': 'production: 32 bytes or more, not the dev secret',
    description: 'signs access tokens; production refuses one under 32 bytes or the dev one',
  },
  JWT_TTL_SECONDS: positiveInt(3600, 'token lifetime'),
  API_PROFILE: {
    type: 'string',
    enum: ['full', 'spec'],
    default: 'full',
    'x-refusal': 'must be full or spec,',
    description:
      '`spec`: every world answers only the product spec’s fields (decision 0970); per world: `PUT /__mock/profile`',
  },
  RESPONSE_VALIDATION: flag(
    'validate every response against the contract',
    'on in mock mode, off in production',
  ),
  TOKEN_RATE_LIMIT: positiveInt(120, 'token requests per client IP per minute'),
  TRUST_PROXY: {
    type: 'string',
    'x-default': 'off',
    'x-allowed':
      'off (0, false, off, no), a hop count, or addresses, CIDR ranges and `loopback`, `linklocal`, `uniquelocal`, comma-separated; never `true`',
    description:
      'proxies in front: a hop count (`1` behind nginx; each hop on loopback or a private network) or addresses and CIDR ranges: the client IP for limits',
  },
  STAND_INS: flag('mount the landing and unsubscribe stand-ins', 'on in mock mode, off in production'),
  CORS_ORIGINS: {
    type: 'string',
    'x-default': 'production: none; mock: any origin but `null`',
    'x-allowed': 'origins (`https://portal.example.pk`), comma-separated',
    description: 'exact origins whose pages may call the API',
  },
  DEV_ORIGINS: {
    type: 'string',
    default: DEFAULT_DEV_ORIGINS.join(','),
    'x-empty': 'none',
    'x-allowed': 'origins, comma-separated; empty: none',
    description: 'mock mode: origins besides the server’s own allowed on `/__mock` and the stand-in forms',
  },
  CONTROL_HOSTS: {
    type: 'string',
    'x-default': 'none: this machine only',
    'x-allowed': 'host names, addresses and CIDR ranges, comma-separated',
    description:
      'mock mode: host names, addresses and CIDR ranges besides loopback the control API answers (a LAN: `192.168.1.0/24`)',
  },
  IDENTITY_HEADER: {
    type: 'string',
    pattern: '^[A-Za-z0-9-]{1,64}$',
    'x-default': 'none',
    'x-allowed': 'a header name (`x-msisdn`)',
    'x-refusal': 'must be a header name like x-msisdn,',
    description:
      'a header the operator’s gateway sets to the caller’s msisdn: `jt/gen` issues only for it; needs TRUST_PROXY, read only from a trusted proxy',
  },
  REQUEST_TIMEOUT_MS: positiveInt(
    30_000,
    'a whole request must arrive within it (then 408); a request’s head within 10 s',
  ),
  LANDING_URL: {
    type: 'string',
    default: '/stand-ins/landing',
    'x-allowed': 'a URL or a path',
    description: 'the operator’s landing page (external)',
  },
  UNSUBSCRIBE_URL: {
    type: 'string',
    default: '/stand-ins/unsubscribe',
    'x-allowed': 'a URL or a path',
    description: 'the operator’s unsubscribe page (external)',
  },
  WEB_APP_URL: {
    type: 'string',
    default: '/',
    'x-allowed': 'a URL or a path',
    description: 'the web app, where the stand-ins send a subscriber back',
  },
  WEB_DIST_DIR: {
    type: 'string',
    'x-default': '`<repo>/apps/web/dist`',
    'x-allowed': 'a directory',
    description: 'the built web app the server serves',
  },
  UPSTREAM_URL: {
    type: 'string',
    'x-default': 'none',
    'x-allowed': 'an http(s) URL, no query or credentials',
    description: 'proxy mode: `/api` answered by a backend and checked against the contract',
  },
  UPSTREAM_REPLAY: file(
    'proxy mode: `/api` answered from a recording instead (loopback only); excludes UPSTREAM_URL',
  ),
  UPSTREAM_STRICT: flag('proxy mode: a breaking answer becomes a 502', 'off'),
  UPSTREAM_RECORD: file('proxy mode: every answer appended to the file, for UPSTREAM_REPLAY'),
  UPSTREAM_TIMEOUT_MS: positiveInt(DEFAULT_UPSTREAM_TIMEOUT_MS, 'proxy mode: then a 504'),
  LOG_LEVEL: {
    type: 'string',
    enum: LOG_LEVELS,
    default: 'info',
    'x-refusal': `must be one of ${LOG_LEVELS.join(', ')},`,
    description: 'the log’s least level',
  },
} as const;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<S> = S extends { type: 'integer' }
  ? number
  : S extends { enum: readonly (infer Allowed)[] }
    ? Allowed
    : string;

/** The settings as the schema hands them over: numbers coerced, defaults filled in, flags lower-cased. */
export type Settings = {
  [K in SettingName]: (typeof SETTINGS)[K] extends { default: unknown }
    ? ValueOf<(typeof SETTINGS)[K]>
    : ValueOf<(typeof SETTINGS)[K]> | undefined;
};

/** A setting the server refuses to start with, with the message a deployer reads. */
export class ConfigError extends Error {}

/** The schema env-schema reads with; `additionalProperties: false` as env-schema sets it (other variables are not settings). */
const schema = { type: 'object', properties: SETTINGS, additionalProperties: false };

const ANNOTATIONS = ['x-default', 'x-allowed', 'x-refusal', 'x-empty'];

/**
 * The Ajv env-schema itself loads (it accepts an instance of its own Ajv only), made once with the
 * options env-schema's own has (defaults filled in, numbers coerced, every error) and this schema's
 * keywords: env-schema's `customOptions` would build a new one, some 50 ms, on every call.
 */
const EnvSchemaAjv: typeof Ajv = createRequire(createRequire(import.meta.url).resolve('env-schema'))('ajv');
const ajv = new EnvSchemaAjv({
  allErrors: true,
  useDefaults: true,
  coerceTypes: true,
  allowUnionTypes: true,
});
for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword, schemaType: 'string' });
ajv.addKeyword({
  keyword: 'x-any-case',
  schemaType: 'boolean',
  modifying: true,
  before: 'enum',
  compile: (on: boolean) => (value: unknown, context) => {
    if (on && context && typeof value === 'string') {
      context.parentData[context.parentDataProperty] = value.toLowerCase();
    }
    return true;
  },
});

/**
 * The environment read through the schema. An empty value is an unset one (a compose file's `${X:-}`),
 * except where the setting says it means none. Throws a ConfigError naming the first refused value.
 */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const given: Record<string, string> = {};
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const value = env[name];
    if (value === undefined || (value === '' && !('x-empty' in SETTINGS[name]))) continue;
    given[name] = value;
  }
  try {
    return envSchema<Settings>({
      schema,
      data: given,
      env: false,
      ajv,
    });
  } catch (error) {
    const name = (error as { errors?: { instancePath: string }[] }).errors?.[0]?.instancePath.slice(1);
    if (!name || !Object.hasOwn(SETTINGS, name)) throw error;
    const declared: { type: string; 'x-refusal'?: string } = SETTINGS[name as SettingName];
    const refusal = declared['x-refusal'] ?? 'is not valid,';
    throw new ConfigError(`${name} ${refusal} got '${given[name]}'`);
  }
}
