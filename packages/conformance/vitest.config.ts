import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';

// The kit's tests run it against the real mock server (started once, from source, for every file) and
// against deviating servers in front of it; each run is an HTTP conversation of a few hundred calls, in a
// world of its own, so the files run two at a time (PARALLEL) on that one server.
export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    globalSetup: ['test/support/mock-server.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
