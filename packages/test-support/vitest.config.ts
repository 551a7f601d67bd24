import { defineConfig } from 'vitest/config';
import { PARALLEL } from './src/vitest-parallel';

// The tests start processes (a compiler, a process group): on a loaded 2-core machine one of them can take
// longer than vitest's 5 s default, which failed CI on 2026-11-28 at a load average of 35.
export default defineConfig({ test: { ...PARALLEL, environment: 'node', testTimeout: 60_000 } });
