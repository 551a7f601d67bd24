// The parallel settings of every workspace's vitest (decision 1060), imported by each vitest.config.ts
// with a relative path (the config bundler leaves workspace packages to Node, which cannot load .ts).
// On this project's 2-core machines vitest's default is one worker (cores - 1): the suites wait on
// sockets, child processes and SQLite as much as on the CPU, and two workers finish them sooner.
export const PARALLEL = { pool: 'forks', maxWorkers: 2 } as const;
