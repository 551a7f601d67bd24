import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from './mock-server';

// A shared mock server prints, as it stops, what it logged (LOG_LEVEL=warn: nothing when all went well), so a
// failure that comes from the server shows the server's side in the test run's log.

describe('startMockServer', () => {
  it('prints what the server logged when it stops, and nothing when it logged nothing', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const quiet = await startMockServer({ name: 'esr-quiet-', env: { JWT_SECRET: 'test-support-secret' } });
      await quiet.stop();
      const talkative = await startMockServer({
        name: 'esr-talkative-',
        env: { JWT_SECRET: 'test-support-secret', LOG_LEVEL: 'info' },
      });
      await talkative.stop();
      const printed = write.mock.calls.map(([chunk]) => String(chunk));
      expect(printed.filter((text) => text.includes('esr-quiet-'))).toEqual([]);
      expect(printed.join('')).toMatch(/esr-talkative-: the mock server logged:\n.*mock server configured/s);
    } finally {
      write.mockRestore();
    }
  });
});
