import { startMockServer as startHarnessServer, type MockServer } from '@esr/test-support';
import type { TestProject } from 'vitest/node';

// Starts the real mock server from source once for the kit's tests (the one harness, @esr/test-support),
// whose files run two at a time against it. Each kit run gets a world of its own through the
// x-mock-session header; Specmatic, which sends none, has the main world (outside-tools.test.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    mockServerUrl: string;
  }
}

export type { MockServer };

/** The mock server from source on a free port, its data in a temporary folder removed by stop(). */
export function startMockServer(): Promise<MockServer> {
  return startHarnessServer({
    name: 'esr-conformance-tests-',
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'conformance-tests-secret',
    },
  });
}

export default async function setup(project: TestProject) {
  const server = await startMockServer();
  project.provide('mockServerUrl', server.url);
  return server.stop;
}
