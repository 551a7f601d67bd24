import { startMockServer } from '@esr/test-support';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

// Starts the real mock server once for the whole test run (no second fake backend; the one harness,
// @esr/test-support). Each test then talks to it with its own `x-mock-session` id, which gives it its own
// seeded state, clock and faults.

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 */
    mockServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // MOCK_SERVER_ENTRY runs another build of the server (e.g. its dist/server.js).
  const entry = process.env.MOCK_SERVER_ENTRY;
  if (entry && !existsSync(entry)) throw new Error(`MOCK_SERVER_ENTRY ${entry} not found`);
  const server = await startMockServer({
    name: 'esr-web-tests-',
    ...(entry ? { entry } : {}),
    env: { JWT_SECRET: 'web-tests-secret' },
  });
  project.provide('mockServerUrl', server.url);
  return server.stop;
}
