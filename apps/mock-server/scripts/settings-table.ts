// Writes the settings table of apps/mock-server/README.md from the settings' schema (src/settings.ts):
// `npm run settings -w @esr/mock-server`. test/settings-table.test.ts fails when the README's differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { serverRoot } from '../src/config';
import { SETTINGS } from '../src/settings';

export const README = join(serverRoot, 'README.md');
export const TABLE_START =
  '<!-- The settings table is made from src/settings.ts by `npm run settings -w @esr/mock-server`: edit the schema, not the table. -->';
export const TABLE_END = '<!-- End of the settings table. -->';

type Declared = {
  type: string;
  description: string;
  default?: string | number;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  'x-default'?: string;
  'x-allowed'?: string;
  'x-any-case'?: boolean;
};

const code = (value: string | number) => `\`${value}\``;

/** The default as the schema says it: its words where it depends on the mode, else its value. */
export function defaultOf(setting: Declared): string {
  if (setting['x-default'] !== undefined) return setting['x-default'];
  if (setting.default === undefined) return 'none';
  return typeof setting.default === 'number' ? String(setting.default) : code(setting.default);
}

/** The values a setting takes, from its enum, its range or its pattern, or its words when none says them. */
export function allowedOf(setting: Declared): string {
  if (setting['x-allowed'] !== undefined) return setting['x-allowed'];
  if (setting.enum) return setting.enum.map(code).join(', ') + (setting['x-any-case'] ? ' (any case)' : '');
  if (setting.type === 'integer') {
    return setting.maximum === undefined
      ? `an integer, ${setting.minimum} or more`
      : `an integer, ${setting.minimum} to ${setting.maximum}`;
  }
  if (setting.pattern) return `text matching ${code(setting.pattern)}`;
  return 'text';
}

/** The table, formatted as the repository's prettier formats the README. */
export async function settingsTable(): Promise<string> {
  const rows = Object.entries(SETTINGS as Record<string, Declared>).map(
    ([name, setting]) =>
      `| ${name} | ${defaultOf(setting)} | ${allowedOf(setting)} | ${setting.description} |`,
  );
  const table = ['| Variable | Default | Values | Meaning |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
  return format(table, { ...(await resolveConfig(README)), parser: 'markdown' });
}

/** The README's table: what stands between the two markers. */
export function readmeTable(readme = readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${README} has no settings table between its markers`);
  return readme.slice(start + TABLE_START.length, end).trim() + '\n';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const readme = readFileSync(README, 'utf8');
  const current = readmeTable(readme);
  const made = await settingsTable();
  const at = readme.indexOf(current, readme.indexOf(TABLE_START));
  writeFileSync(README, readme.slice(0, at) + made + readme.slice(at + current.length));
  console.log(current === made ? 'README settings table: already current' : 'README settings table: written');
}
