import { start, startOnFreePort } from '@esr/test-support';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { serverRoot } from '../src/config';

// The real server process (src/server.ts through tsx, started with the one harness, @esr/test-support),
// for what only a process shows: a crash, a signal, a socket held open. Processes still running after a
// test are killed.

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** The last 4,000 characters it wrote to stderr (and stdout). */
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** How long a start may take: tsx compiles the server from source, slowly on a loaded 2-core machine. */
export const SERVER_START_MS = 30_000;

/**
 * The timeout of a test that starts a server process: the start's own wait and half a minute for what
 * the test does. The suite's 20 s default is shorter than the start alone may take under load (a CI run
 * timed a shutdown test out that takes 4 s on a quiet machine).
 */
export const PROCESS_TEST_MS = SERVER_START_MS + 30_000;

/** Starts the server with `env` (besides a free port on 127.0.0.1) and waits until /healthz answers. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const launch = (port: number) => {
    const server = start(
      process.execPath,
      ['--import', 'tsx', join(serverRoot, 'src', 'server.ts')],
      { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      serverRoot,
    );
    children.push(server.child);
    return server;
  };
  // Another port when another test's server took the one picked first (startOnFreePort).
  const { started: server, base } = await startOnFreePort(launch, '/healthz', SERVER_START_MS);
  const { child } = server;
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, base, output: () => server.output().slice(-4000), exited };
}
