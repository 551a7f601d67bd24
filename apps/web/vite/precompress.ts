import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin, ViteBuilder } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.webmanifest']);
/** The Aim Train files stay as they are: the game's loader measures its download against their length. */
const AS_THEY_ARE = new Set(['aim-train']);

/**
 * Writes a .gz and a .br next to every text file of the build over 1 KB, in every folder (the documents
 * of each language, the service worker, the favicon, assets/) but the game's, so the mock server
 * (@fastify/static with preCompressed, and its documents route) and nginx (gzip_static) send them
 * compressed without compressing on every request.
 */
export function precompressFolder(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    const file = join(outDir, name);
    const stats = statSync(file);
    if (stats.isDirectory()) {
      if (!AS_THEY_ARE.has(name)) precompressFolder(file);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name)) || stats.size <= 1024) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** precompressFolder on the build's output, last: after the prerendered documents and the service worker. */
export function precompress(): Plugin {
  return {
    name: 'esr:precompress',
    apply: 'build',
    buildApp: {
      order: 'post',
      handler(builder: ViteBuilder) {
        precompressFolder(resolve(builder.config.root, builder.environments.client!.config.build.outDir));
        return Promise.resolve();
      },
    },
  };
}
