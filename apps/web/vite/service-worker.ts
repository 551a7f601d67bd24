import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin, type ViteBuilder } from 'vite';

// Builds the service worker (service-worker/sw.ts, Workbox's precaching and routing) into dist/sw.js once
// the client and the prerendered documents are written, with the precache list in place of
// self.__WB_MANIFEST. Workbox's runtime modules are used directly: vite-plugin-pwa would bring in
// workbox-build (Babel, Rollup) to list the files this function lists (decision 0960).

export interface PrecacheEntry {
  url: string;
  /** Null for Vite's hashed files, whose name changes with their content. */
  revision: string | null;
}

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What the worker stores: every file of the build but the compressed copies, Vite's manifest, the worker
 * itself and the Aim Train build (its loader measures the download against each file's content-length;
 * the game is played online anyway).
 */
export function isPrecached(file: string): boolean {
  return !/\.(br|gz)$/.test(file) && !/^(\.vite|aim-train)\//.test(file) && file !== SERVICE_WORKER_FILE;
}

export function precacheEntries(outDir: string): PrecacheEntry[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(outDir, path).split(sep).join('/'));
    }
  };
  walk(outDir);
  return files
    .filter(isPrecached)
    .sort()
    .map((file) => ({
      url: `/${file}`,
      revision: file.startsWith('assets/')
        ? null
        : createHash('sha256')
            .update(readFileSync(join(outDir, file)))
            .digest('hex')
            .slice(0, 16),
    }));
}

export function serviceWorker({ entry }: { entry: string }): Plugin {
  return {
    name: 'esr:service-worker',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder: ViteBuilder) {
        const root = builder.config.root;
        const outDir = resolve(root, builder.environments.client!.config.build.outDir);
        const manifest = precacheEntries(outDir);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          define: {
            'self.__WB_MANIFEST': JSON.stringify(manifest),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            // A classic script: module workers are not in every browser the app supports.
            lib: { entry: resolve(root, entry), formats: ['iife'], name: 'esrServiceWorker' },
            rolldownOptions: { output: { entryFileNames: SERVICE_WORKER_FILE } },
          },
        });
      },
    },
  };
}
