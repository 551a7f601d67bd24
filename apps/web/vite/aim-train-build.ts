import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// Ships the Aim Train build (packages/aim-train/dist) with the web app at /aim-train/, the way the Unity
// build would be shipped: dev serves the four files, `vite build` copies them into dist/aim-train/, and
// the download size the page shows is the real size of those files (docs/decisions/0700).

const BUILD_FILES = [
  'aim-train.loader.js',
  'aim-train.data.json',
  'aim-train.framework.js',
  'aim-train.code.js',
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** '7.9 KB', '1.2 MB': the size as the loading screen shows it. */
export function formatDownloadSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function aimTrainBuild({
  distDir,
  basePath = '/aim-train',
}: {
  distDir: string;
  basePath?: string;
}): Plugin {
  const prefix = `${basePath.replace(/\/+$/, '')}/`;
  const missing = () => BUILD_FILES.filter((file) => !existsSync(join(distDir, file)));
  const totalBytes = () => BUILD_FILES.reduce((sum, file) => sum + statSync(join(distDir, file)).size, 0);

  return {
    name: 'esr:aim-train-build',
    config() {
      if (process.env.VITE_AIM_TRAIN_DOWNLOAD_LABEL || missing().length > 0) return;
      // Vite reads VITE_* variables from the process environment after the config hooks, so dev,
      // build and the tests all see the real size (src/config/env.ts reads it).
      process.env.VITE_AIM_TRAIN_DOWNLOAD_LABEL = formatDownloadSize(totalBytes());
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
        if (!(BUILD_FILES as readonly string[]).includes(file) || !existsSync(join(distDir, file))) {
          next();
          return;
        }
        const extension = file.slice(file.lastIndexOf('.'));
        response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(join(distDir, file)));
      });
    },
    generateBundle() {
      // A build served from elsewhere (the Unity build on a CDN) is not shipped with the app.
      if (/^https?:\/\//.test(basePath)) return;
      const absent = missing();
      if (absent.length > 0) {
        this.error(
          `Aim Train build files missing in ${distDir}: ${absent.join(', ')}. Build it first: npm run build -w packages/aim-train`,
        );
      }
      for (const file of BUILD_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${prefix.slice(1)}${file}`,
          source: readFileSync(join(distDir, file)),
        });
      }
    },
  };
}
