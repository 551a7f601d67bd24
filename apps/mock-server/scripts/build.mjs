// Bundles the server into dist/server.js. The workspace packages (@esr/*, TypeScript source) are
// bundled; every other dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@esr/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'info',
});
