import { describe, expect, it, vi } from 'vitest';
import { serverProblems, startMockServer } from './mock-server';

// A shared mock server prints, as it stops, the lines of its output that say something went wrong, so a
// failure that comes from the server shows the server's side in the test run's log.

describe('serverProblems', () => {
  it("keeps the log's errors and worse and any line that is not a log line, not its warnings or info", () => {
    const output = [
      '{"level":30,"msg":"mock server configured"}',
      '{"level":40,"msg":"no web app build at /x/dist: / explains how to build it"}',
      '{"level":50,"msg":"request failed"}',
      '',
      'Error: EMFILE: too many open files',
      '    at Server.onconnection (node:net:2100:15)',
      '{"level":60,"msg":"fatal"}',
    ].join('\n');
    expect(serverProblems(output)).toEqual([
      '{"level":50,"msg":"request failed"}',
      'Error: EMFILE: too many open files',
      '    at Server.onconnection (node:net:2100:15)',
      '{"level":60,"msg":"fatal"}',
    ]);
  });
});

describe('startMockServer', () => {
  it('prints nothing when it stops after a run that went as it should', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const server = await startMockServer({
        name: 'esr-quiet-',
        env: { JWT_SECRET: 'test-support-secret' },
      });
      expect((await fetch(`${server.url}/openapi.yaml`)).ok).toBe(true);
      await server.stop();
      expect(
        write.mock.calls.map(([chunk]) => String(chunk)).filter((text) => text.includes('esr-quiet-')),
      ).toEqual([]);
    } finally {
      write.mockRestore();
    }
  });
});
