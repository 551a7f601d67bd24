#!/usr/bin/env node
// `tsc-native`: TypeScript 7's compiler, the native one, which every workspace's `typecheck` runs
// (decision 0002). The arguments are tsc's. TypeScript 5.9 stays the `typescript` package: ESLint, Vite,
// vitest and openapi-typescript load its JavaScript API, which TypeScript 7 does not have. TypeScript 7's own
// package would claim the `tsc` command too, so this runs the compiler from its platform package (an
// optional dependency per platform, as TypeScript 7's package itself finds it).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}`;
let dir;
try {
  dir = dirname(createRequire(import.meta.url).resolve(`${platformPackage}/package.json`));
} catch {
  console.error(
    `tsc-native: ${platformPackage} is not installed (no TypeScript 7 compiler for this platform)`,
  );
  process.exit(2);
}
const exe = join(dir, 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc');
const result = spawnSync(exe, process.argv.slice(2), { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
