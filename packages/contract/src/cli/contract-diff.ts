// npm run contract:diff [-- --base <git-ref>]
// Compares openapi/openapi.yaml (as it is in the work tree) with the last released contract, the committed
// snapshot openapi/released/openapi.yaml, and prints the changes as a changelog. Exits 1 on a breaking
// change without a new major info.version, and when info.version differs from the snapshot's (the
// snapshot is recorded with `npm run contract:release`). Reads files only: it answers the same on main,
// on a branch and in a fresh clone. `--base <ref>` compares with the contract at a git ref instead.
import { compareContracts, formatChangelog } from '../breaking';
import { parseYaml } from '../load';
import { CONTRACT, RELEASED, git, option, readContract, repositoryRoot, versionOf } from './contract-files';

function fromGit(ref: string): { doc: ReturnType<typeof parseYaml>; label: string } {
  const commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  if (!commit) throw new Error(`--base ${ref} is not a commit of this repository`);
  const text = git('show', `${commit}:${CONTRACT}`);
  if (text === undefined) throw new Error(`${CONTRACT} does not exist at ${ref}`);
  return { doc: parseYaml(text), label: ref };
}

try {
  const root = repositoryRoot();
  if (!root) throw new Error(`no ${CONTRACT} in this folder or above it`);
  const current = readContract(root, CONTRACT)!;
  const given = option('--base');
  const released = given ? undefined : readContract(root, RELEASED);
  if (!given && !released) {
    throw new Error(`no released contract at ${RELEASED}: record one with npm run contract:release`);
  }
  const base = given ? fromGit(given) : { doc: released!, label: `the released contract (${RELEASED})` };
  const result = compareContracts(base.doc, current);
  console.log(formatChangelog(result, base.label));
  let code = result.ok ? 0 : 1;
  if (!given && result.ok && versionOf(current) !== versionOf(base.doc)) {
    console.log(
      `\ninfo.version is ${versionOf(current)} but the released contract is ${versionOf(base.doc)}: ` +
        `record the new version with npm run contract:release (it updates ${RELEASED}).`,
    );
    code = 1;
  }
  process.exit(code);
} catch (error) {
  console.error(`contract:diff: ${(error as Error).message}`);
  process.exit(2);
}
