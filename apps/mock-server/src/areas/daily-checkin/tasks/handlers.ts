import type { Handlers } from '../../handler-types';
import { ok } from '../../handler-types';

/** The daily task: a chosen game's screenshot a day. */
export const dailyTaskHandlers: Pick<
  Handlers,
  'listDailyGames' | 'selectDailyGame' | 'getDailyChallenges' | 'submitDailyEntry'
> = {
  listDailyGames: ({ store }) => ok({ success: true, data: store.dailyTasks.games() }),

  selectDailyGame: ({ store, msisdn, body }) =>
    ok({ success: true, message: 'Game selected', data: store.dailyTasks.selectGame(msisdn, body.gameId) }),

  getDailyChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.dailyTasks.challenges(msisdn, body.gameId) }),

  async submitDailyEntry({ store, msisdn, body, files, uploads }) {
    const challengeId = body.challengeId;
    store.dailyTasks.checkEntry(msisdn, challengeId);
    // The contract requires entryImage: a request without it was refused (plugins/multipart.ts).
    const file = files.find((f) => f.field === 'entryImage')!;
    const name = await uploads.saveImage(file.data, file.mimetype, 'task');
    await uploads.keepIfStored(name, () => store.dailyTasks.submitEntry(msisdn, challengeId, name));
    return ok({ success: true, message: 'Entry submitted' });
  },
};
