import { defineConfig } from 'vitest/config';
import { PARALLEL } from '../packages/test-support/src/vitest-parallel';
import { SPEC_PASS_FILES } from './browser/spec-pass';

// Whole-product tests build and start real processes: one file at a time, generous timeouts.
// deploy/: the compose file and the Dockerfiles' commands. browser/: the product in headless Chromium.
// E2E_API_PROFILE=spec (`npm run test:spec`): the browser files of browser/spec-pass.ts, against a product
// that answers only the spec's fields.
const specPass = process.env.E2E_API_PROFILE === 'spec';

export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    // One product and one Chromium at a time: the browser files share the product global-setup.ts starts.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
    projects: [
      { extends: true, test: { name: 'deploy', include: ['deploy/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: specPass ? SPEC_PASS_FILES : ['browser/**/*.test.ts'],
          // Starts the product with `npm start` once; prints and enforces the spec-message coverage.
          globalSetup: ['browser/global-setup.ts'],
        },
      },
    ],
  },
});
