// Builds the kit as it is packed (npm pack runs it as prepack): dist/cli.js (the bin) and dist/index.js
// (the library) bundled with the workspace packages they read (@esr/contract, TypeScript source), and
// the contract itself, dist/openapi.yaml, the kit's default. Every other dependency stays external and
// is installed with the tarball (package.json's dependencies): nothing at run time reaches into this
// repository (test/package.test.ts installs the tarball in an empty folder and runs it).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const installed = Object.keys(dependencies);
const external = installed.flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
copyFileSync(join(root, '..', '..', 'openapi', 'openapi.yaml'), join(dist, 'openapi.yaml'));

const result = await build({
  entryPoints: [join(root, 'src/cli.ts'), join(root, 'src/index.ts')],
  outdir: dist,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // src/contract/load.ts: the contract beside the bundle, not the repository's.
  define: { ESR_BUNDLED_CONTRACT: JSON.stringify('openapi.yaml') },
  banner: { js: '#!/usr/bin/env node' },
  metafile: true,
  logLevel: 'warning',
});

// A bare import left in the bundle must be a dependency the tarball installs (a workspace package or a
// devDependency would be missing outside this repository).
const imported = Object.values(result.metafile.outputs).flatMap((o) =>
  o.imports.filter((i) => i.external).map((i) => i.path),
);
const stray = imported.filter(
  (path) =>
    !path.startsWith('node:') &&
    !builtinModules.includes(path) &&
    !installed.some((name) => path === name || path.startsWith(`${name}/`)),
);
if (stray.length > 0)
  throw new Error(`the bundle imports what the tarball does not install: ${stray.join(', ')}`);
console.log(
  `built ${Object.keys(result.metafile.outputs)
    .map((f) => f.replace(/^.*\/dist\//, 'dist/'))
    .join(', ')}, dist/openapi.yaml`,
);
