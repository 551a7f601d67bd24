#!/usr/bin/env node
// The environment the third-party tools of `npm test` are given (issue 41, finding 4): Specmatic,
// Prism, Redocly and the browser Lighthouse drives get the variables a program needs to run (where
// programs, the home folder, the temporary folder and Java are; the locale) and their own switches
// (telemetry and update checks off), never the rest of the caller's environment: a CI token, a
// JWT_SECRET or a registry credential is none of their business. Turbo is the runner: it reads the
// whole environment and gives each task only what turbo.json declares (its strict mode).
//   node scripts/tool-env.mjs <command> [args...]   runs a command with toolEnvironment()
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's Specmatic configuration (its usage reporting off). */
export const SPECMATIC_CONFIG = join(repoRoot, 'specmatic.yaml');

/** What any program needs from its environment. */
export const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'JAVA_HOME',
  'SYSTEMROOT',
];

/** The tools' own switches: no telemetry, no update notices. */
export const TOOL_SWITCHES = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

/** The environment of a tool: what programs need from `env`, the tools' switches, and `extra`. */
export function toolEnvironment(extra = {}, env = process.env) {
  const kept = PASSED_THROUGH.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]);
  return { ...Object.fromEntries(kept), ...TOOL_SWITCHES, ...extra };
}

/**
 * Specmatic's: the repository's configuration wherever it runs (CONFIG_FILE_PATH is Specmatic's own
 * setting), and `extra` (a security scheme's credential, which Specmatic reads from the variable of
 * the scheme's name).
 */
export function specmaticEnvironment(extra = {}, env = process.env) {
  return toolEnvironment({ CONFIG_FILE_PATH: SPECMATIC_CONFIG, ...extra }, env);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/tool-env.mjs <command> [args...]');
    process.exit(2);
  }
  const run = spawnSync(command, args, { stdio: 'inherit', env: toolEnvironment() });
  if (run.error) console.error(`[tool-env] ${command}: ${run.error.message}`);
  process.exit(run.status ?? 1);
}
