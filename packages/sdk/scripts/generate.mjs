// Generates TypeScript types from every contract in openapi/ (never edit the output by hand).
// `node scripts/generate.mjs --check` fails when a generated file is stale, and writes nothing. On CI (a
// CI variable that is not 'false', as .ci/run sets) the build is that check: a stale file fails the run
// instead of being rewritten under it, and CI generates the types once (the build), not once per task.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const outDir = join(here, '..', 'src', 'generated');

/** Contract file (relative to openapi/) -> generated module. */
const CONTRACTS = {
  'openapi.yaml': 'api.ts',
  'control.yaml': 'control.ts',
  'unsubscribe.yaml': 'unsubscribe.ts',
};

const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const check = process.argv.includes('--check') || onCi;
const banner = (source) =>
  `// Generated from openapi/${source} by packages/sdk/scripts/generate.mjs. Do not edit by hand:\n` +
  `// change the contract and run \`npm run generate -w packages/sdk\`.\n\n`;

let stale = 0;
mkdirSync(outDir, { recursive: true });
for (const [source, target] of Object.entries(CONTRACTS)) {
  const sourcePath = join(root, 'openapi', source);
  if (!existsSync(sourcePath)) continue;
  const ast = await openapiTS(pathToFileURL(sourcePath), {
    exportType: false,
    alphabetize: false,
    immutable: false,
    // Uploads (`format: binary`) are files in the browser: type them as Blob, not string.
    transform(schema) {
      if (schema.format === 'binary') return ts.factory.createTypeReferenceNode('Blob');
      return undefined;
    },
  });
  const output = banner(source) + astToString(ast);
  const targetPath = join(outDir, target);
  const current = existsSync(targetPath) ? readFileSync(targetPath, 'utf8') : '';
  if (current === output) continue;
  if (check) {
    stale += 1;
    console.error(`stale: src/generated/${target} does not match openapi/${source}`);
  } else {
    writeFileSync(targetPath, output);
    console.log(`wrote src/generated/${target}`);
  }
}
if (stale > 0) {
  console.error('Run `npm run generate -w packages/sdk` and commit the result.');
  process.exit(1);
}
if (check) console.log('generated types are up to date');
