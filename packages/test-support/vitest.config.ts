import { defineConfig } from 'vitest/config';
import { PARALLEL } from './src/vitest-parallel';

export default defineConfig({ test: { ...PARALLEL, environment: 'node' } });
