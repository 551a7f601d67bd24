import { inject } from 'vitest';

// The mock server started by global-setup.ts, and per-test sessions on it.

export const MOCK_SESSION_HEADER = 'x-mock-session';

export function mockServerUrl(): string {
  const url = inject('mockServerUrl');
  // Without a server (not built yet) calls fail to connect; only pure UI tests can pass then.
  if (!url) return 'http://127.0.0.1:9';
  return url;
}

/** A fetch that sends every request (token refreshes included) under one mock-server session. */
export function withMockSession(sessionId: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set(MOCK_SESSION_HEADER, sessionId);
    return globalThis.fetch(request);
  };
}
