// What a library costs a page: a module bundled as the app's production build bundles it (minified,
// development branches dropped), gzipped at level 9 as the precompressed files are.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of `source` (e.g. "export { setupI18n } from '@lingui/core';") bundled from `resolveDir`. */
export async function bundledGzBytes(source, resolveDir) {
  const out = await build({
    stdin: { contents: source, resolveDir },
    bundle: true,
    minify: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}
