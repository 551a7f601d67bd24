import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** The leaderboard. */
export const leaderboardHandlers: Pick<Handlers, 'getLeaderboard'> = {
  getLeaderboard: ({ store, query }) =>
    ok({ success: true, data: store.leaderboard.top(typeof query.limit === 'number' ? query.limit : 50) }),
};
