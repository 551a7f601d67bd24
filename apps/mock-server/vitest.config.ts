import { defineConfig } from 'vitest/config';
import { PARALLEL } from '../../packages/test-support/src/vitest-parallel';

export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    testTimeout: 20_000,
    // Each test file reads and compiles the contract once, not once per server it builds.
    setupFiles: ['test/setup-compiled-contract.ts'],
  },
});
