import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedOf, defaultOf, readmeTable, settingsTable } from '../scripts/settings-table';
import { loadConfig, repoRoot } from '../src/config';
import { ConfigError, SETTINGS, type SettingName } from '../src/settings';

// Issue 42: the settings are declared once (src/settings.ts), and the README's table says what the
// schema says, names, defaults and values alike.

const SECRET_32 = 'a-production-secret-of-32-bytes!';
const names = Object.keys(SETTINGS) as SettingName[];
const rows = (table: string) =>
  table
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => row.split('|').map((cell) => cell.trim()));

describe("apps/mock-server/README.md's settings table", () => {
  it('is the one the schema makes (npm run settings -w @esr/mock-server writes it)', async () => {
    expect(readmeTable()).toBe(await settingsTable());
  });

  it('names every setting once, with the default and the values the schema declares', () => {
    const table = rows(readmeTable());
    expect(table.map((row) => row[1])).toEqual(names);
    for (const row of table) {
      const setting = SETTINGS[row[1] as SettingName];
      expect([row[2], row[3]], row[1]).toEqual([defaultOf(setting), allowedOf(setting)]);
    }
  });
});

describe('the schema', () => {
  it('declares the defaults the server runs with when a setting is unset or empty', () => {
    for (const env of [{}, Object.fromEntries(names.map((name) => [name, '']))]) {
      const config = loadConfig({ ...env, MOCK_MODE: '1', DEV_ORIGINS: undefined });
      expect(config).toMatchObject({
        port: SETTINGS.PORT.default,
        jwtTtlSeconds: SETTINGS.JWT_TTL_SECONDS.default,
        apiProfile: SETTINGS.API_PROFILE.default,
        tokenRateLimit: SETTINGS.TOKEN_RATE_LIMIT.default,
        landingUrl: SETTINGS.LANDING_URL.default,
        unsubscribeUrl: SETTINGS.UNSUBSCRIBE_URL.default,
        webAppUrl: SETTINGS.WEB_APP_URL.default,
        devOrigins: SETTINGS.DEV_ORIGINS.default.split(','),
        logLevel: SETTINGS.LOG_LEVEL.default,
        host: '0.0.0.0',
        trustProxy: false,
        identityHeader: '',
        upstream: null,
      });
      expect(config.timeouts.requestMs).toBe(SETTINGS.REQUEST_TIMEOUT_MS.default);
    }
    const proxied = loadConfig({ MOCK_MODE: '1', UPSTREAM_URL: 'https://staging.example.pk' });
    expect(proxied.upstream?.timeoutMs).toBe(SETTINGS.UPSTREAM_TIMEOUT_MS.default);
    expect(loadConfig({ MOCK_MODE: '1', DEV_ORIGINS: '' }).devOrigins).toEqual([]);
  });

  it('takes every value its enums list, in any case where it says so, and refuses others with their name', () => {
    const base = { JWT_SECRET: SECRET_32, UPSTREAM_URL: 'https://staging.example.pk' };
    for (const name of names) {
      const setting: { type: string; enum?: readonly string[]; 'x-any-case'?: boolean } = SETTINGS[name];
      if (!setting.enum) continue;
      for (const value of setting.enum) {
        expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).not.toThrow();
        if (setting['x-any-case'])
          expect(() => loadConfig({ ...base, [name]: value.toUpperCase() })).not.toThrow();
      }
      expect(() => loadConfig({ ...base, [name]: 'maybe' }), name).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, [name]: 'maybe' })).toThrow(
        new RegExp(`^${name} must be .*[,;] got 'maybe'$`),
      );
    }
  });

  it('refuses an integer out of its range', () => {
    for (const name of names) {
      const setting: { type: string; minimum?: number; maximum?: number } = SETTINGS[name];
      if (setting.type !== 'integer') continue;
      const below = String((setting.minimum ?? 0) - 1);
      expect(() => loadConfig({ [name]: below }), `${name}=${below}`).toThrow(`${name} must be`);
      expect(() => loadConfig({ [name]: '1.5' }), `${name}=1.5`).toThrow(ConfigError);
      if (setting.maximum !== undefined) {
        expect(() => loadConfig({ [name]: String(setting.maximum! + 1) })).toThrow(ConfigError);
      }
    }
  });
});

describe("the root README's proxy-mode table", () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const proxyRows = [...readme.matchAll(/^\| `([A-Z_]+)=[^`]*` +\|(.*)\|$/gm)];

  it('names the UPSTREAM_* settings of the schema, each with its default', () => {
    expect(proxyRows.map((row) => row[1]).sort()).toEqual(
      names.filter((name) => name.startsWith('UPSTREAM_')).sort(),
    );
    for (const [, name, effect] of proxyRows) {
      const stated = /\(default (\d+)\)/.exec(effect!)?.[1];
      if (stated)
        expect(Number(stated), name).toBe((SETTINGS[name as SettingName] as { default?: number }).default);
    }
    expect(proxyRows.some((row) => row[2]!.includes('(default '))).toBe(true);
  });
});
