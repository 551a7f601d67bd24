import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// `#` imports (package.json's "imports"): the config bundler leaves bare workspace packages to Node, which
// cannot load their .ts; through `#` it bundles them, from each package's own entry (its "exports").
import { YOUTUBE_EMBED_BASE } from '#domain/videos';
import { PARALLEL } from '#test-support/vitest-parallel';
import { parseEnv } from './src/config/env-schema.ts';
import { aimTrainBuild } from './vite/aim-train-build.ts';
import { firstScreenChunks } from './vite/first-screen-chunk.ts';
import { messages } from './vite/messages.ts';
import { precompress } from './vite/precompress.ts';
import { prerender } from './vite/prerender.ts';
import { reactRouterBuild } from './vite/react-router-build.ts';
import { serviceWorker } from './vite/service-worker.ts';

// The dev server forwards everything the mock server serves; the app itself only knows VITE_API_BASE_URL.
const PROXIED_PATHS = ['/api', '/__mock', '/media', '/stand-ins', '/docs', '/openapi', '/healthz'];

/**
 * The pages subscribers open most: their first visit downloads few files (vite/first-screen-chunk.ts).
 * Home's chunk first (with the app's entry), then what only the others share.
 */
const FIRST_SCREEN_CHUNKS = [
  { name: 'shared', roots: ['src/app/main.tsx', 'src/app/start.tsx', 'src/app/routes/home.tsx'] },
  { name: 'shared-pages', roots: ['src/app/routes/tournaments.tsx', 'src/app/routes/rewards.tsx'] },
];
/** Each language's catalogue stays a chunk of its own: a visit loads only its language's. */
const CATALOGUES = /[\\/]src[\\/]locales[\\/]/;

/** Plugins that build the browser's files only, not the prerender's server entry. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.API_PROXY_TARGET || 'http://localhost:8080';
  // The app's configuration, validated and defaulted here (a bad value stops the build), then written
  // into the bundle. Values left unset (the optional download label) stay Vite's to fill.
  const appEnv = parseEnv(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_'))));
  const firstScreen = firstScreenChunks(fileURLToPath(new URL('.', import.meta.url)), FIRST_SCREEN_CHUNKS);
  const define = Object.fromEntries(
    Object.entries(appEnv)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  return {
    define,
    plugins: [
      messages(),
      react(),
      reactRouterBuild(fileURLToPath(new URL('.', import.meta.url))),
      firstScreen.plugin,
      clientOnly(
        aimTrainBuild({
          distDir: fileURLToPath(new URL('../../packages/aim-train/dist', import.meta.url)),
          basePath: env.VITE_AIM_TRAIN_BASE_URL || '/aim-train',
        }),
      ),
      // After the build, in this order: each route's document from index.html (with its policy and the
      // inline bootstrap), the service worker that precaches them, then a .br and .gz of every text file.
      prerender({
        entry: 'src/app/prerender.tsx',
        bootstrap: 'src/app/bootstrap-inline.ts',
        checkin: 'src/app/checkin-bootstrap-inline.ts',
        policy: {
          apiBaseUrl: appEnv.VITE_API_BASE_URL,
          aimTrainBaseUrl: appEnv.VITE_AIM_TRAIN_BASE_URL,
          frameUrls: [YOUTUBE_EMBED_BASE],
          vitalsUrl: appEnv.VITE_VITALS_URL,
        },
      }),
      serviceWorker({ entry: 'service-worker/sw.ts' }),
      precompress(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: Number(env.WEB_PORT) || 5173,
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target, changeOrigin: true }])),
    },
    preview: {
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target, changeOrigin: true }])),
    },
    // Artwork stays in files (cached, lazy) instead of inflating the JavaScript as data URLs. The
    // manifest is what bench/web.mjs reads to count each route's JavaScript. Few files for a first visit
    // (decision 1010: on a slow network each file costs a round trip, six at a time per host over HTTP/1.1):
    // the libraries every page runs share one chunk, which changes only when they do, so a returning user
    // keeps it across app releases; the app's modules that more than one page needs share another; each
    // route and each language's catalogue is a chunk of its own.
    build: {
      // No source maps in the build: whatever serves dist/ (the mock server, nginx) would hand out the
      // app's source with them (docs/security.md). Debug a production bundle locally with --sourcemap.
      sourcemap: false,
      assetsInlineLimit: 0,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React's DOM renderer apart: src/app/main.tsx evaluates it in a task of its own.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              {
                name: 'vendor',
                test: /node_modules[\\/](react-router|react-router-dom|@tanstack|openapi-fetch|@lingui)[\\/]/,
                priority: 2,
              },
              ...FIRST_SCREEN_CHUNKS.map(({ name }, index) => ({
                name,
                test: (id: string) => firstScreen.needs(name, id) && !CATALOGUES.test(id),
                minShareCount: 2,
                priority: 1 - index / FIRST_SCREEN_CHUNKS.length,
              })),
            ],
          },
        },
      },
    },
    test: {
      ...PARALLEL,
      environment: 'jsdom',
      // Starts the real mock server once for the run; every test talks to it with its own session id.
      globalSetup: ['./src/testing/global-setup.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'service-worker/**/*.test.ts'],
      // Tests of 0.5 s alone hit 15 s in CI beside the server and browser suites on 2 cores: the limit
      // catches a hang, not a slow machine.
      testTimeout: 45_000,
      hookTimeout: 30_000,
    },
  };
});
