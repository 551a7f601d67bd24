import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

// Starts the real mock server from source once for the kit's tests, on a free port, in mock mode, with
// its data in a temporary folder (as apps/web/src/testing/global-setup.ts does). Each kit run then gets
// a world of its own through the x-mock-session header.

declare module 'vitest' {
  export interface ProvidedContext {
    mockServerUrl: string;
  }
}

const MOCK_SERVER_DIR = resolve(import.meta.dirname, '../../../../apps/mock-server');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the mock server did not answer ${url}/healthz:\n${output()}`);
}

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

/** The mock server from source on a free port, its data in a temporary folder removed by stop(). */
export async function startMockServer(): Promise<MockServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'esr-conformance-tests-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: MOCK_SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MOCK_MODE: '1',
      NODE_ENV: 'test',
      JWT_SECRET: 'conformance-tests-secret',
      // Every kit run asks for tokens, the robustness suite many at once.
      TOKEN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export default async function setup(project: TestProject) {
  const server = await startMockServer();
  project.provide('mockServerUrl', server.url);
  return server.stop;
}
