// Bundles the server into dist/server.js: the workspace packages (TypeScript source) are bundled,
// everything from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are source, not installed builds: bundle them.
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@esr\// }, async (args) => {
          const resolved = await b.resolve(args.path, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            pluginData: 'inner',
          });
          return { path: resolved.path, external: false };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'info',
});
