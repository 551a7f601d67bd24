import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseYaml } from '../load';
import type { Json } from '../openapi';

// What contract:diff and contract:release share: where the contract and its released snapshot are, and
// git for --base.

export const CONTRACT = 'openapi/openapi.yaml';
/** The last released contract: a copy of openapi.yaml as it was when its info.version was released. */
export const RELEASED = 'openapi/released/openapi.yaml';

export const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The repository's root: the git work tree's, else the nearest folder up that has the contract. */
export function repositoryRoot(from = process.cwd()): string | undefined {
  const top = git('rev-parse', '--show-toplevel');
  if (top && existsSync(join(top, CONTRACT))) return top;
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, CONTRACT))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

export const readContract = (root: string, file: string): Json | undefined =>
  existsSync(join(root, file)) ? parseYaml(readFileSync(join(root, file), 'utf8')) : undefined;

export const versionOf = (doc: Json): string => String((doc.info as Json | undefined)?.version ?? '');

/** The value after `name` on the command line, if given. */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value (a git ref)`);
  return value;
}
