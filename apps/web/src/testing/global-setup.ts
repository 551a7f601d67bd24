import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the real mock server once for the whole test run (no second fake backend). Each test then
// talks to it with its own `x-mock-session` id, which gives it its own seeded state, clock and faults.

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 ('' when the mock server could not be found). */
    mockServerUrl: string;
  }
}

const MOCK_SERVER_DIR = resolve(import.meta.dirname, '../../../mock-server');
// MOCK_SERVER_ENTRY runs another build of the server (e.g. its dist/server.js).
const SERVER_ENTRY = process.env.MOCK_SERVER_ENTRY ?? join(MOCK_SERVER_DIR, 'src/server.ts');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The mock server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The mock server did not answer ${url}/healthz within 30 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) {
    console.warn(`[web tests] ${SERVER_ENTRY} not found: integration tests will fail.`);
    project.provide('mockServerUrl', '');
    return undefined;
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'esr-web-tests-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: MOCK_SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MOCK_MODE: '1',
      JWT_SECRET: 'web-tests-secret',
      // Every test logs in; one IP makes many token requests a minute.
      TOKEN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('mockServerUrl', url);

  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
}
