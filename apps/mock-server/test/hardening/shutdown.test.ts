import { describe, expect, it } from 'vitest';
import { handMadeUpstream } from '../proxy/support';
import { PROCESS_TEST_MS, startServer } from '../server-process';

// Issue 26, finding 1: the process ignored SIGTERM while it checked a drifted answer, and a shutdown
// waited for every request in flight, a proxied call to a silent upstream included (up to
// UPSTREAM_TIMEOUT_MS). A signal now ends the process: calls to the upstream are cut (502), and
// whatever is still open after a grace period is left behind.

describe('a signal ends the server', () => {
  it(
    'SIGTERM ends it while a proxied call waits on an upstream that never answers',
    async () => {
      const silent = await handMadeUpstream(() => undefined);
      const server = await startServer({
        MOCK_MODE: '1',
        DATA_DIR: ':memory:',
        UPSTREAM_URL: silent.url,
        UPSTREAM_TIMEOUT_MS: '600000',
      });
      const call = fetch(`${server.base}/api/v1/user/profile`, {
        headers: { authorization: 'Bearer upstream-token' },
      });
      while (silent.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      const answer = await call;
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({ message: 'The proxy is shutting down' });
    },
    PROCESS_TEST_MS,
  );
});
