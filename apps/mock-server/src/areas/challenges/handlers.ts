import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** The games' challenges: screenshots sent as data URLs, and the tasks a subscriber has done. */
export const challengeHandlers: Pick<
  Handlers,
  'listChallengeGames' | 'getGameChallenges' | 'submitChallengeEntry' | 'listCompletedTasks'
> = {
  listChallengeGames: ({ store }) => ok({ success: true, data: store.challenges.games() }),

  getGameChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.challenges.ofGame(msisdn, body.id) }),

  async submitChallengeEntry({ store, msisdn, body, uploads }) {
    store.challenges.checkEntry(msisdn, body.gameId, body.challengeId);
    const { mimetype, data } = uploads.decodeDataUrl(body.entryImage);
    const name = await uploads.saveImage(data, mimetype, 'task');
    await uploads.keepIfStored(name, () =>
      store.challenges.submitEntry(msisdn, body.gameId, body.challengeId, name),
    );
    return ok({ success: true, message: 'Entry submitted' });
  },

  listCompletedTasks: ({ store, msisdn }) => ok({ success: true, data: store.challenges.completed(msisdn) }),
};
