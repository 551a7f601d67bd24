import { defineConfig } from 'vitest/config';

// Whole-product tests build and start real processes: one file at a time, generous timeouts.
// deploy/: the compose file and the Dockerfiles' commands. browser/: the product in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
    projects: [
      { extends: true, test: { name: 'deploy', include: ['deploy/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['browser/**/*.test.ts'],
          // Starts the product with `npm start` once; prints and enforces the spec-message coverage.
          globalSetup: ['browser/global-setup.ts'],
        },
      },
    ],
  },
});
