import { HIGHLIGHTS_AND_LEADERBOARD_CASES } from './message-cases-highlights-leaderboard';
import { HOME_CASES } from './message-cases-home';
import { REWARDS_AND_PROFILE_CASES } from './message-cases-rewards-profile';
import { TASKS_AND_GAMES_CASES } from './message-cases-tasks-games';
import { TOURNAMENT_CASES } from './message-cases-tournaments';
import { VISITOR_CASES } from './message-cases-visitors';
import type { MessageCase } from './message-case-kit';

export { putFault, type FaultSpec, type MessageCase } from './message-case-kit';

// The table behind messages.test.ts: one case per message of spec section 8 (and per state of spec
// section 4 that has no message of its own), by route, one file per subject. The kit
// (message-case-kit.ts) says what a case is.
export const MESSAGE_CASES: Readonly<Record<string, readonly MessageCase[]>> = {
  ...HOME_CASES,
  ...TASKS_AND_GAMES_CASES,
  ...TOURNAMENT_CASES,
  ...HIGHLIGHTS_AND_LEADERBOARD_CASES,
  ...REWARDS_AND_PROFILE_CASES,
  ...VISITOR_CASES,
};
