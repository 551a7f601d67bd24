export {
  freePort,
  listensInGroup,
  repoRoot,
  run,
  start,
  startOnFreePort,
  waitForHttp,
  type Started,
} from './processes';
export {
  startMockServer,
  TEST_TOKEN_RATE_LIMIT,
  type MockServer,
  type MockServerOptions,
} from './mock-server';
export { SEEDED } from './seeded-subscribers';
