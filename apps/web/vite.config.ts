import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { aimTrainBuild } from './vite/aim-train-build';

// The dev server forwards everything the mock server serves; the app itself only knows VITE_API_BASE_URL.
const PROXIED_PATHS = ['/api', '/__mock', '/media', '/stand-ins', '/docs', '/openapi', '/healthz'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = env.API_PROXY_TARGET || 'http://localhost:8080';
  return {
    plugins: [
      react(),
      aimTrainBuild({
        distDir: fileURLToPath(new URL('../../packages/aim-train/dist', import.meta.url)),
        basePath: env.VITE_AIM_TRAIN_BASE_URL || '/aim-train',
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: Number(env.WEB_PORT) || 5173,
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target, changeOrigin: true }])),
    },
    preview: {
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target, changeOrigin: true }])),
    },
    // Artwork stays in files (cached, lazy) instead of inflating the JavaScript as data URLs.
    build: { sourcemap: true, assetsInlineLimit: 0 },
    test: {
      environment: 'jsdom',
      // Starts the real mock server once for the run; every test talks to it with its own session id.
      globalSetup: ['./src/testing/global-setup.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 15_000,
      hookTimeout: 30_000,
    },
  };
});
