// An eslint-module-utils resolver (interface 2) for the web app's one path alias, so eslint-plugin-boundaries
// sees where `@/features/x` points: `@/...` is `<package>/src/...` of the importing file's package, as
// apps/web/tsconfig.json ("paths") and vite.config.ts ("resolve.alias") declare it. Pure JS on purpose:
// the TypeScript resolvers for eslint-plugin-import need a native binary, unrs-resolver (decision 0560).
const { existsSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ALIAS = '@/';
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The nearest folder holding a package.json, from the importing file up. */
function packageRoot(file) {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!source.startsWith(ALIAS)) return { found: false };
  const root = packageRoot(file);
  if (!root) return { found: false };
  const base = join(root, 'src', source.slice(ALIAS.length));
  const path = CANDIDATES.map((suffix) => base + suffix).find((p) => existsSync(p) && statSync(p).isFile());
  return path ? { found: true, path } : { found: false };
};
