import { SEEDED } from '@esr/test-support';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLaunchParams } from '@/lib/session-launch';
import { createMockSession, type MockSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { firstScreenReads } from './first-reads';
import { firstScreenQueries } from './first-screen';

// The reads the document's bootstrap starts for a subscriber's first screen (decision 1010) are the reads
// the page makes at start: each one is read by the page (none is sent in vain), and Home, Tournaments and
// Rewards miss none. The app starts them itself too (first-screen.ts), with the answers of the bootstrap.

let mock: MockSession;
beforeEach(async () => {
  mock = await createMockSession();
});

const callName = ([method, path]: readonly [string, string, ...unknown[]]) =>
  `${method.toUpperCase()} ${path}`;

describe('the first screen’s reads', () => {
  it.each(['/', '/tournaments', '/rewards'])(
    '%s: exactly the reads the page makes at start',
    async (path) => {
      const session = await mock.session(SEEDED.withStreak);
      const { sent } = renderApp({ route: path, mockSessionId: mock.id, session });
      await screen.findByRole('heading', { level: 1 });
      const expected = firstScreenReads(path, readLaunchParams('')).map(callName);
      await waitFor(() => expect(new Set(sent.map((call) => call.call))).toEqual(new Set(expected)));
      // Settled: nothing more comes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(new Set(sent.map((call) => call.call))).toEqual(new Set(expected));
    },
  );

  it.each(['/', '/tournaments', '/rewards', '/leaderboard', '/?r=1'])(
    '%s: the app has the query of every read the bootstrap starts',
    (address) => {
      const url = new URL(address, 'https://portal.example');
      const queries = firstScreenQueries(url.pathname, url.search);
      expect(queries.map((query) => query.queryKey)).toEqual(
        firstScreenReads(url.pathname, readLaunchParams(url.search)),
      );
    },
  );

  it('another page: the shell’s reads, which it makes too', async () => {
    const session = await mock.session(SEEDED.withStreak);
    const { sent } = renderApp({ route: '/leaderboard', mockSessionId: mock.id, session });
    const expected = firstScreenReads('/leaderboard', readLaunchParams('')).map(callName);
    await waitFor(() => expect(sent.map((call) => call.call)).toEqual(expect.arrayContaining(expected)));
  });
});
