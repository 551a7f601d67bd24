// npm run contract:diff [-- --base <git-ref>]
// Compares openapi/openapi.yaml (as it is in the work tree) with its version at the merge base with
// main, or at the given ref; prints the changes as a changelog and exits 1 on a breaking change that
// comes without a new major info.version. Run from anywhere inside the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareContracts, formatChangelog } from '../breaking';
import { parseYaml } from '../load';

const CONTRACT = 'openapi/openapi.yaml';

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value (a git ref)`);
  return value;
}

/** The ref to compare with and how it was chosen: --base, else the merge base with main, else HEAD. */
function baseRef(): { commit: string; label: string } | undefined {
  const given = option('--base');
  if (given) {
    const commit = git('rev-parse', '--verify', '--quiet', `${given}^{commit}`);
    if (!commit) throw new Error(`--base ${given} is not a commit of this repository`);
    return { commit, label: given };
  }
  for (const main of ['main', 'origin/main']) {
    const commit = git('merge-base', 'HEAD', main);
    if (commit) return { commit, label: `the merge base with ${main} (${commit.slice(0, 10)})` };
  }
  // No main branch (a detached or single-branch checkout): at least catch uncommitted edits.
  const head = git('rev-parse', '--verify', '--quiet', 'HEAD');
  return head ? { commit: head, label: `HEAD (no main branch here)` } : undefined;
}

try {
  const root = git('rev-parse', '--show-toplevel');
  const base = root ? baseRef() : undefined;
  if (!root || !base) {
    console.log('contract:diff: not a git work tree with commits; nothing to compare.');
    process.exit(0);
  }
  const before = git('show', `${base.commit}:${CONTRACT}`);
  if (before === undefined) {
    console.log(`contract:diff: ${CONTRACT} does not exist at ${base.label}; nothing to compare.`);
    process.exit(0);
  }
  const result = compareContracts(parseYaml(before), parseYaml(readFileSync(join(root, CONTRACT), 'utf8')));
  console.log(formatChangelog(result, base.label));
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(`contract:diff: ${(error as Error).message}`);
  process.exit(2);
}
