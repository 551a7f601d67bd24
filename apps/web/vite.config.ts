import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// A relative import: the config bundler leaves workspace packages to Node, which cannot load their .ts.
import { WIDE_LAYOUT_MIN_WIDTH } from './src/config/layout.ts';
import { YOUTUBE_EMBED_BASE } from '../../packages/domain/src/videos.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { paths } from './src/config/paths.ts';
import { aimTrainBuild } from './vite/aim-train-build.ts';
import { contentSecurityPolicyPlugin } from './vite/content-security-policy.ts';

// The dev server forwards everything the mock server serves; the app itself only knows VITE_API_BASE_URL.
const PROXIED_PATHS = ['/api', '/__mock', '/media', '/stand-ins', '/docs', '/openapi', '/healthz'];

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt']);

/**
 * Writes a .gz and a .br next to the text files of the build (index.html, favicon, assets/), so the mock
 * server (@fastify/static with preCompressed) and nginx (gzip_static) send them compressed without
 * compressing on every request. The Aim Train files (aim-train/) stay as they are: the game's loader
 * measures its download progress against their content-length.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'esr:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
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
      },
    },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const PHONE_MEDIA = `(max-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

/**
 * A page's largest image when the router renders it: Home's first hero slide (features/home, hero-slider:
 * a <picture> with a phone source up to WIDE_LAYOUT_MIN_WIDTH). Preloaded with the page's chunks so it is
 * not discovered only after the JavaScript ran. Out of date it costs one wasted download, nothing else.
 */
const ROUTE_IMAGES: Record<string, readonly { asset: string; media: string }[]> = {
  [paths.home.path]: [
    { asset: 'src/assets/hero/tournaments-phone.svg', media: PHONE_MEDIA },
    { asset: 'src/assets/hero/tournaments-desktop.svg', media: `not all and ${PHONE_MEDIA}` },
  ],
};

/**
 * The router loads a page's chunk only once the entry has run, which puts a round trip and the page's
 * download behind the entry's. This inline script, run while the HTML is parsed, asks for the current
 * path's chunk, its imports and its CSS at once (modulepreload / preload), so they arrive with the entry.
 */
function routePreload(): Plugin {
  return {
    name: 'esr:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loadedByEntry = closure(entry.fileName);
        const assets = Object.values(bundle).flatMap((output) => (output.type === 'asset' ? [output] : []));
        const imageHints = (path: string) =>
          (ROUTE_IMAGES[path] ?? []).flatMap(({ asset, media }) => {
            const output = assets.find((a) => a.originalFileNames.some((name) => name.endsWith(asset)));
            return output ? [{ href: `/${output.fileName}`, media }] : [];
          });
        const hints: Record<string, (string | { href: string; media: string })[]> = {};
        for (const [name, route] of Object.entries(paths)) {
          const source = `/src/app/routes/${kebab(name)}.tsx`;
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!chunk) continue;
          const files = [...closure(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
          const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          hints[route.path] = [
            ...[...files, ...new Set(css)].map((file) => `/${file}`),
            ...imageHints(route.path),
          ];
        }
        const script =
          `(function(h){var f=h[location.pathname.replace(/\\/+$/,'')||'/'];if(!f)return;` +
          `f.forEach(function(u){var l=document.createElement('link');` +
          `if(typeof u!=='string'){l.rel='preload';l.as='image';l.media=u.media;l.fetchPriority='high';l.href=u.href}` +
          `else{if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}` +
          `l.crossOrigin='';l.href=u}document.head.appendChild(l)})})(${JSON.stringify(hints)})`;
        // Before the entry and the stylesheet: an inline script after a stylesheet waits for it to load.
        return html.replace('<script type="module"', `<script>${script}</script>\n    <script type="module"`);
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.API_PROXY_TARGET || 'http://localhost:8080';
  // The app's configuration, validated and defaulted here (a bad value stops the build), then written
  // into the bundle. Values left unset (the optional download label) stay Vite's to fill.
  const appEnv = parseEnv(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_'))));
  const define = Object.fromEntries(
    Object.entries(appEnv)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  return {
    define,
    plugins: [
      react(),
      aimTrainBuild({
        distDir: fileURLToPath(new URL('../../packages/aim-train/dist', import.meta.url)),
        basePath: env.VITE_AIM_TRAIN_BASE_URL || '/aim-train',
      }),
      routePreload(),
      // After routePreload: the policy carries the hash of its inline script.
      contentSecurityPolicyPlugin({
        apiBaseUrl: appEnv.VITE_API_BASE_URL,
        aimTrainBaseUrl: appEnv.VITE_AIM_TRAIN_BASE_URL,
        frameUrls: [YOUTUBE_EMBED_BASE],
      }),
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
    // manifest is what bench/web.mjs reads to count each route's JavaScript. The libraries every page runs
    // share one chunk: it changes only when they do, so a returning user keeps it across app releases.
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
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|openapi-fetch|openapi-react-query)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // Starts the real mock server once for the run; every test talks to it with its own session id.
      globalSetup: ['./src/testing/global-setup.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      testTimeout: 15_000,
      hookTimeout: 30_000,
    },
  };
});
