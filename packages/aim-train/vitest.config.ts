import { defineConfig } from 'vitest/config';

// The game logic is DOM-free on purpose; the loader tests stub the few browser globals they need.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
