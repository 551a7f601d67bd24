import { defineConfig } from 'vitest/config';
import { PARALLEL } from '#test-support/vitest-parallel';

export default defineConfig({ test: { ...PARALLEL, environment: 'node', testTimeout: 20_000 } });
