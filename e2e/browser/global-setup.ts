import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { start, startOnFreePort, TEST_TOKEN_RATE_LIMIT } from '@esr/test-support';
import { readCoverage } from './support/coverage';

// The product as README.md starts it (`npm start`: builds what is missing, then serves the web app, the
// API, the stand-ins and the mock control API on one port), on a free port with its own data directory.

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where test files record the spec messages the browser showed. */
    coverageDir: string;
    /** 'spec': the mock answers only the spec's fields and shapes (a refused redeem answers 200). */
    apiProfile: 'spec' | 'full';
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'esr-e2e-'));
  // E2E_NO_BUILD=1 serves what is built (faster local reruns); CI always builds.
  const args = process.env.E2E_NO_BUILD === '1' ? ['start', '--', '--no-build'] : ['start'];
  // The profile its project provides (vitest.config.ts): browser-spec runs its files against a mock
  // answering only the spec's fields.
  const apiProfile = project.config.provide?.apiProfile;
  if (apiProfile !== 'full' && apiProfile !== 'spec')
    throw new Error(`${project.name}: no apiProfile provided`);
  const launch = (port: number) =>
    start('npm', args, {
      PORT: String(port),
      DATA_DIR: join(workDir, 'data'),
      JWT_SECRET: 'e2e-secret',
      MOCK_MODE: '1',
      API_PROFILE: apiProfile,
      TOKEN_RATE_LIMIT: TEST_TOKEN_RATE_LIMIT,
    });
  // A clean checkout builds the game, the web app and the server first; a port another process took
  // meanwhile gets the product started again on another (startOnFreePort).
  const { started: product, base: baseUrl } = await startOnFreePort(launch, '/healthz', 540_000);
  const coverageDir = join(workDir, 'coverage');
  project.provide('baseUrl', baseUrl);
  project.provide('coverageDir', coverageDir);

  return async () => {
    await product.stop();
    const report = readCoverage(coverageDir);
    console.log(`\n${report.line} (API profile ${apiProfile})`);
    await rm(workDir, { recursive: true, force: true });
    // A partial run (one file, -t filter) cannot reach everything: E2E_PARTIAL=1 reports without failing.
    if (report.missing.length > 0) {
      const list = report.missing.map((message) => `  - ${message}`).join('\n');
      if (process.env.E2E_PARTIAL === '1') console.log(`not reached:\n${list}`);
      else throw new Error(`${report.line}; not reached:\n${list}`);
    }
  };
}
