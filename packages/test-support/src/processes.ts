import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The repository's root folder. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Ends the process and its children (SIGTERM, SIGKILL after 10 s); resolves once it has exited. */
  stop: () => Promise<void>;
}

/** The process groups start() began that have not exited yet. */
const running = new Set<number>();

/**
 * Ends every process group start() began, when this process exits: a test runner stopped half-way (turbo
 * ends the other tasks when one fails; vitest then exits without its teardown) leaves no product running.
 * A process killed outright (SIGKILL) runs no handler at all.
 */
function endWithThisProcess(child: ChildProcess): void {
  const { pid } = child;
  if (pid === undefined) return;
  if (running.size === 0) process.once('exit', endAll);
  running.add(pid);
  child.once('exit', () => {
    running.delete(pid);
    if (running.size === 0) process.off('exit', endAll);
  });
}

function endAll(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  running.clear();
}

/**
 * Starts a command (from the repository root unless `cwd`), keeping its output for failure messages. It
 * ends with this process if it has not before.
 */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = repoRoot): Started {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() reaches npm's and node's children too.
    detached: true,
  });
  endWithThisProcess(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => log,
    stop: async () => {
      if (!running()) return;
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([exited, timeout]);
      if (running() && child.pid) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/** Runs a command to completion from the repository root; rejects with its output on failure. */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const started = start(command, args, env);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', (c) => resolve(c)));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${started.output()}`);
  return started.output();
}

/**
 * Polls `url` until it answers (any status below 500) or `timeoutMs` runs out; fails at once, with the
 * process's output, when `started` exits first.
 */
export async function waitForHttp(url: string, timeoutMs: number, started?: Started): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (started && (started.child.exitCode !== null || started.child.signalCode !== null)) {
      throw new Error(`process exited before ${url} answered:\n${started.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `${url} did not answer in ${timeoutMs} ms (${String(lastError)})\n${started?.output() ?? ''}`,
  );
}
