// The parallel settings of every workspace's vitest (decision 1060), imported by each vitest.config.ts
// as `#test-support/vitest-parallel` (its package.json's "imports"): the config bundler leaves bare
// workspace packages to Node, which cannot load .ts, and bundles what a `#` import names.
// On this project's 2-core machines vitest's default is one worker (cores - 1): the suites wait on
// sockets, child processes and SQLite as much as on the CPU, and two workers finish them sooner.
// `isolate: false`: a worker imports the modules once for all the files it runs, instead of once per
// file (a fresh jsdom, React, Fastify and the compiled contract per file were half the CPU of the web
// app's and the mock server's suites). Every test file sets up and tears down its own state: a server
// per test, a session per test, storage cleared after each test (apps/web/src/testing/setup-tests.ts).
export const PARALLEL = { pool: 'forks', maxWorkers: 2, isolate: false } as const;
