import { defineConfig } from 'vitest/config';
import { PARALLEL } from '../test-support/src/vitest-parallel';

export default defineConfig({ test: { ...PARALLEL, environment: 'node' } });
