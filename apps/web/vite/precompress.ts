import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin, ViteBuilder } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.webmanifest']);

/**
 * Writes a .gz and a .br next to the text files of the build (the documents, the service worker, the
 * favicon, assets/), so the mock server (@fastify/static with preCompressed) and nginx (gzip_static) send
 * them compressed without compressing on every request. Runs last: after the prerendered documents and the
 * service worker are written. The Aim Train files (aim-train/) stay as they are: the game's loader
 * measures its download progress against their content-length.
 */
export function precompress(): Plugin {
  return {
    name: 'esr:precompress',
    apply: 'build',
    buildApp: {
      order: 'post',
      handler(builder: ViteBuilder) {
        const outDir = resolve(builder.config.root, builder.environments.client!.config.build.outDir);
        for (const dir of [outDir, join(outDir, 'assets')]) {
          for (const name of readdirSync(dir)) {
            const file = join(dir, name);
            if (!COMPRESSIBLE.has(extname(name)) || !statSync(file).isFile() || statSync(file).size <= 1024)
              continue;
            const content = readFileSync(file);
            writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
        return Promise.resolve();
      },
    },
  };
}
