import type { Handlers } from './handler-types';
import { ok } from './handler-types';

/** The highlights (videos), and the leaderboard. */
export const contentHandlers: Pick<
  Handlers,
  'listVideos' | 'listVideoGames' | 'listGameVideos' | 'getLeaderboard'
> = {
  listVideos: ({ store }) => ok({ success: true, data: store.videos() }),

  listVideoGames: ({ store }) => ok({ success: true, data: store.highlightGames() }),

  listGameVideos: ({ store, body }) => ok({ success: true, data: store.videos(body.gameId) }),

  getLeaderboard: ({ store, query }) =>
    ok({ success: true, data: store.leaderboard(typeof query.limit === 'number' ? query.limit : 50) }),
};
