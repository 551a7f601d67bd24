import type { Handlers } from '../../handler-types';
import { ok } from '../../handler-types';

/** The daily check-in streak. */
export const streakHandlers: Pick<Handlers, 'getActiveStreak' | 'updateDailyStreak'> = {
  getActiveStreak: ({ store, msisdn }) => ok({ success: true, data: store.streaks.streak(msisdn) }),

  updateDailyStreak({ store, msisdn }) {
    const data = store.streaks.claim(msisdn);
    return ok({ success: true, message: 'Daily reward claimed', data });
  },
};
