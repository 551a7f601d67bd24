import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes';

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
