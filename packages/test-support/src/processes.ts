import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
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
 * Whether the socket listening on TCP `port` belongs to a process of the process group `group` (start()
 * gives each command its own), read from Linux's /proc; undefined where there is no /proc to read or no
 * listening socket is found. A free port is free only until someone binds it: another test's server may
 * pick the same one and bind it first, and then answers in place of the one that was started.
 */
export function listensInGroup(port: number, group: number): boolean | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  try {
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
      }
    }
  } catch {
    return undefined;
  }
  if (inodes.size === 0) return undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name in parentheses: state, parent, process group.
      const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (processGroup !== group) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice('socket:['.length, -1))) return true;
      }
    } catch {
      // the process ended meanwhile, or is not ours to read
    }
  }
  return false;
}

/**
 * Polls `url` until it answers (any status below 500) or `timeoutMs` runs out; fails at once, with the
 * process's output, when `started` exits first. With `started`, an answer counts only from a socket of its
 * process group (listensInGroup), never from another server that took the port first.
 */
export async function waitForHttp(url: string, timeoutMs: number, started?: Started): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  const port = Number(new URL(url).port);
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (started && (started.child.exitCode !== null || started.child.signalCode !== null)) {
      throw new Error(`process exited before ${url} answered:\n${started.output()}`);
    }
    try {
      const response = await fetch(url);
      const theirs = started?.child.pid && port && listensInGroup(port, started.child.pid) === false;
      if (theirs) lastError = new Error(`another process listens on port ${port}`);
      else if (response.status < 500) return response;
      else lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `${url} did not answer in ${timeoutMs} ms (${String(lastError)})\n${started?.output() ?? ''}`,
  );
}

/** Whether a start failed because its port was taken between freePort() and the bind. */
const portTaken = (error: unknown) => error instanceof Error && /EADDRINUSE/.test(error.message);

/**
 * Starts a server on a free port (`launch`) and waits until `path` answers from it (waitForHttp): on
 * another free port when the one picked was taken before the server could bind it, up to `attempts` times.
 * Answers the started process and its base URL (http://127.0.0.1:port).
 */
export async function startOnFreePort(
  launch: (port: number) => Started,
  path: string,
  timeoutMs: number,
  attempts = 3,
): Promise<{ started: Started; base: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const started = launch(port);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${base}${path}`, timeoutMs, started);
      return { started, base };
    } catch (error) {
      await started.stop();
      if (attempt >= attempts || !portTaken(error)) throw error;
    }
  }
}
