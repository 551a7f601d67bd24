export { freePort, repoRoot, run, start, waitForHttp, type Started } from './processes';
export { startMockServer, type MockServer, type MockServerOptions } from './mock-server';
export { SEEDED } from './seeded-subscribers';
