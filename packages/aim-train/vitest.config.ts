import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';

// The game logic is DOM-free on purpose; the loader tests stub the few browser globals they need.
export default defineConfig({
  test: {
    ...PARALLEL,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
