import type { Handlers } from './handler-types';
import { ok } from './handler-types';

/** The daily check-in streak and the daily task (a chosen game's screenshot a day). */
export const streakAndDailyTaskHandlers: Pick<
  Handlers,
  | 'getActiveStreak'
  | 'updateDailyStreak'
  | 'listDailyGames'
  | 'selectDailyGame'
  | 'getDailyChallenges'
  | 'submitDailyEntry'
> = {
  getActiveStreak: ({ store, msisdn }) => ok({ success: true, data: store.streak(msisdn) }),

  updateDailyStreak({ store, msisdn }) {
    const data = store.claimDailyStreak(msisdn);
    return ok({ success: true, message: 'Daily reward claimed', data });
  },

  listDailyGames: ({ store }) => ok({ success: true, data: store.dailyGames() }),

  selectDailyGame: ({ store, msisdn, body }) =>
    ok({ success: true, message: 'Game selected', data: store.selectDailyGame(msisdn, body.gameId) }),

  getDailyChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.dailyChallenges(msisdn, body.gameId) }),

  async submitDailyEntry({ store, msisdn, body, files, uploads }) {
    const challengeId = body.challengeId;
    store.checkDailyEntry(msisdn, challengeId);
    // The contract requires entryImage: a request without it was refused (plugins/multipart.ts).
    const file = files.find((f) => f.field === 'entryImage')!;
    const name = await uploads.saveImage(file.data, file.mimetype, 'task');
    await uploads.keepIfStored(name, () => store.submitDailyEntry(msisdn, challengeId, name));
    return ok({ success: true, message: 'Entry submitted' });
  },
};
