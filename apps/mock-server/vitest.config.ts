import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';

export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    // A test that takes 2 s alone took 21 s in CI, its workers sharing 2 cores with the web and browser
    // suites: the limit catches a hang, not a slow machine.
    testTimeout: 60_000,
    // Each test file reads and compiles the contract once, not once per server it builds.
    setupFiles: ['test/setup-compiled-contract.ts'],
  },
});
