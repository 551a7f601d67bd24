import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, listensInGroup, repoRoot, start, startOnFreePort, waitForHttp } from './processes';

// A test runner stopped half-way must not leave what it started running: vitest's SIGINT and SIGTERM
// handlers call process.exit(), and start() ends its process groups on exit.

const FIXTURE = join(import.meta.dirname, 'testing', 'starts-a-server.ts');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('start()', () => {
  it('ends what it started when the process that started it is stopped', async () => {
    const parent = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [FIXTURE], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const childPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', (code) => reject(new Error(`the fixture exited (${code}) before starting`)));
    });
    expect(alive(childPid)).toBe(true);

    parent.kill('SIGTERM');
    await new Promise((resolve) => parent.once('exit', resolve));
    const ended = await until(() => !alive(childPid), 60_000);
    if (!ended) process.kill(childPid, 'SIGKILL');
    expect(ended).toBe(true);
  }, 120_000);
});

// A free port is free only until someone binds it: another test's server can pick the same one and bind it
// first. It then answers in place of the server that was started, which fails to bind and exits (a CI run
// saw a mock-server test's control call answered 404 that way).

/** A server of this test process on `port` (0: any), answering every request with `body`. */
async function impostor(port: number, body = 'impostor'): Promise<Server> {
  const server = createServer((_request, response) => response.end(body));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A node process listening on PORT (given in its environment), answering 'ours'. */
const OURS =
  "require('node:http').createServer((q, s) => s.end('ours')).listen(Number(process.env.PORT), '127.0.0.1')";
const launchOurs = (port: number) => start(process.execPath, ['-e', OURS], { PORT: String(port) });

describe('waitForHttp() with the process it waits for', () => {
  it("takes an answer from the process's own socket", async () => {
    const port = await freePort();
    const ours = launchOurs(port);
    try {
      const response = await waitForHttp(`http://127.0.0.1:${port}/`, 20_000, ours);
      expect(await response.text()).toBe('ours');
      expect(listensInGroup(port, ours.child.pid!)).toBe(true);
    } finally {
      await ours.stop();
    }
  }, 30_000);

  it('never takes the answer of another server on its port: it fails with the process that could not bind', async () => {
    const other = await impostor(0);
    const port = portOf(other);
    const ours = launchOurs(port);
    try {
      expect(listensInGroup(port, ours.child.pid!)).toBe(false);
      await expect(waitForHttp(`http://127.0.0.1:${port}/`, 20_000, ours)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await ours.stop();
      await close(other);
    }
  }, 30_000);
});

describe('startOnFreePort()', () => {
  it('starts again on another port when the one picked was taken before the server bound it', async () => {
    const taken: Server[] = [];
    let launches = 0;
    const launch = (port: number) => {
      launches += 1;
      // The first port is taken by another server in the moment between freePort() and the bind.
      if (launches === 1) taken.push(createServer((_q, s) => s.end('impostor')).listen(port, '127.0.0.1'));
      return launchOurs(port);
    };
    const { started, base } = await startOnFreePort(launch, '/', 20_000);
    try {
      expect(launches).toBe(2);
      expect(await (await fetch(base)).text()).toBe('ours');
    } finally {
      await started.stop();
      await Promise.all(taken.map(close));
    }
  }, 60_000);
});
