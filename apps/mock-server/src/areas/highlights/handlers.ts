import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** The highlights: videos, and the games they are grouped by. */
export const highlightHandlers: Pick<Handlers, 'listVideos' | 'listVideoGames' | 'listGameVideos'> = {
  listVideos: ({ store }) => ok({ success: true, data: store.highlights.videos() }),

  listVideoGames: ({ store }) => ok({ success: true, data: store.highlights.highlightGames() }),

  listGameVideos: ({ store, body }) => ok({ success: true, data: store.highlights.videos(body.gameId) }),
};
