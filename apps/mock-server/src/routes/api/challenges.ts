import type { Handlers } from './handler-types';
import { ok } from './handler-types';

/** The games' challenges: screenshots sent as data URLs, and the tasks a subscriber has done. */
export const challengeHandlers: Pick<
  Handlers,
  'listChallengeGames' | 'getGameChallenges' | 'submitChallengeEntry' | 'listCompletedTasks'
> = {
  listChallengeGames: ({ store }) => ok({ success: true, data: store.challengeGames() }),

  getGameChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.gameChallenges(msisdn, body.id) }),

  async submitChallengeEntry({ store, msisdn, body, uploads }) {
    store.checkChallengeEntry(msisdn, body.gameId, body.challengeId);
    const { mimetype, data } = uploads.decodeDataUrl(body.entryImage);
    const name = await uploads.saveImage(data, mimetype, 'task');
    await uploads.keepIfStored(name, () =>
      store.submitChallengeEntry(msisdn, body.gameId, body.challengeId, name),
    );
    return ok({ success: true, message: 'Entry submitted' });
  },

  listCompletedTasks: ({ store, msisdn }) => ok({ success: true, data: store.completedTasks(msisdn) }),
};
