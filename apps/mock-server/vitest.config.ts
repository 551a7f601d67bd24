import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';

export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    testTimeout: 20_000,
    // Each test file reads and compiles the contract once, not once per server it builds.
    setupFiles: ['test/setup-compiled-contract.ts'],
  },
});
