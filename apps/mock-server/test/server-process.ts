import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { serverRoot } from '../src/config';

// The real server process (src/server.ts through tsx), for what only a process shows: a crash, a
// signal, a socket held open. Processes still running after a test are killed.

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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server with `env` (besides a free port on 127.0.0.1) and waits until /healthz answers. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'server.ts')], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: unknown) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
