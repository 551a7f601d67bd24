import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';
import { SPEC_PASS_FILES } from './browser/spec-pass.ts';

// Whole-product tests build and start real processes: generous timeouts. Three projects:
// - deploy: the compose file and the Dockerfiles' commands, one file at a time (they build the server and
//   the web app into their dist folders);
// - browser: the product in headless Chromium, on the full API profile;
// - browser-spec: the files of browser/spec-pass.ts against a product that answers only the spec's fields
//   (decision 0970).
// Each browser project starts its own product once (browser/global-setup.ts, `npm start`, which builds
// only what is older than its sources). `npm test` runs deploy first, then both browser projects in one
// run, two files at a time, each test process with one Chromium for its files (support/browser.ts): every
// visit has its own mock session and finds nothing stored by the one before (support/contexts.ts), so no
// file sees another's state, and a browser test waits on the network and the page far more than it
// computes (one file at a time kept half a core busy, decision 1060).
const browserProject = (name: string, include: string[], apiProfile: 'full' | 'spec') => ({
  extends: true as const,
  test: {
    name,
    include,
    // The API profile its product answers with: the one place that says it (inject('apiProfile')).
    provide: { apiProfile },
    // Starts the product once; prints and enforces the spec-message coverage.
    globalSetup: ['browser/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    projects: [
      {
        extends: true,
        test: { name: 'deploy', include: ['deploy/**/*.test.ts'], fileParallelism: false },
      },
      browserProject('browser', ['browser/**/*.test.ts'], 'full'),
      browserProject('browser-spec', SPEC_PASS_FILES, 'spec'),
    ],
  },
});
