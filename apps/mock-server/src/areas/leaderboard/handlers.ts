import type { Handlers } from '../../routes/api/handler-types';
import { ok } from '../../routes/api/handler-types';

/** The leaderboard. */
export const leaderboardHandlers: Pick<Handlers, 'getLeaderboard'> = {
  getLeaderboard: ({ store, query }) =>
    ok({ success: true, data: store.leaderboard.top(typeof query.limit === 'number' ? query.limit : 50) }),
};
