// npm run contract:release
// Records openapi/openapi.yaml as the released contract of its info.version (openapi/released/openapi.yaml,
// committed), the base contract:diff compares with. Refuses when info.version was not raised, and when
// the changes since the last release break clients without a new major version.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compareContracts, formatChangelog } from '../breaking';
import { CONTRACT, RELEASED, readContract, repositoryRoot, versionOf } from './contract-files';

try {
  const root = repositoryRoot();
  if (!root) throw new Error(`no ${CONTRACT} in this folder or above it`);
  const current = readContract(root, CONTRACT)!;
  const released = readContract(root, RELEASED);
  if (released) {
    const result = compareContracts(released, current);
    console.log(formatChangelog(result, `the released contract (${RELEASED})`));
    if (!result.ok) process.exit(1);
    if (versionOf(current) === versionOf(released)) {
      console.log(
        `\ninfo.version is still ${versionOf(current)}, the released one: raise it before releasing.`,
      );
      process.exit(1);
    }
  }
  mkdirSync(dirname(join(root, RELEASED)), { recursive: true });
  copyFileSync(join(root, CONTRACT), join(root, RELEASED));
  console.log(`\nRecorded ${versionOf(current)} as the released contract: ${RELEASED} (commit it).`);
} catch (error) {
  console.error(`contract:release: ${(error as Error).message}`);
  process.exit(2);
}
