// Writes docs/assumptions.md from the x-designed marks of openapi/openapi.yaml.
// `--check` fails when the file is stale instead (the test suite runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { renderAssumptionsMarkdown } from '../assumptions';
import { assumptionsFile, loadContract, repoRoot } from '../load';

const expected = renderAssumptionsMarkdown(loadContract());
const name = relative(repoRoot, assumptionsFile);
const current = (() => {
  try {
    return readFileSync(assumptionsFile, 'utf8');
  } catch {
    return '';
  }
})();

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(
      `stale: ${name} does not match the contract's marks. Run \`npm run assumptions -w @esr/contract\`.`,
    );
    process.exit(1);
  }
  console.log(`${name} is up to date`);
} else if (current !== expected) {
  writeFileSync(assumptionsFile, expected);
  console.log(`wrote ${name}`);
}
