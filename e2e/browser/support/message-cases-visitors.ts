import type { Visit } from './browser';
import { COPY } from '@esr/domain';
import { expect } from 'vitest';
import type { MessageCase } from './message-case-kit';

// Cases of messages.test.ts: what a visitor (no subscription) sees where a subscriber's data would be.
export const VISITOR_CASES = {
  // Not spec messages: a visitor is invited to subscribe where a subscriber's calls would answer
  // (decisions 0550 and 0580); the journal shows the pages made no call.
  visitors: [
    ['/tournaments', COPY.weeklyTournaments],
    ['/leaderboard', 'Leaderboard'],
    ['/highlights', COPY.gameHighlights],
    ['/daily-gaming-tasks', COPY.madeByEsl],
  ].map(([route, title]) => ({
    name: `a visitor on ${route} is invited to subscribe, not failed`,
    as: 'visitor',
    route: route!,
    shows: [`Subscribe to see ${title}.`],
    check: async (visit: Visit) => {
      const { data } = await visit.control.GET('/journal');
      expect(data?.entries ?? []).toEqual([]);
    },
  })),
} satisfies Record<string, readonly MessageCase[]>;
