import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** The ESL originals (Aim Train): a level entered, its result, an exit. */
export const aimTrainHandlers: Pick<
  Handlers,
  'checkEslGames' | 'enterEslGame' | 'submitEslGameResult' | 'exitEslGame'
> = {
  checkEslGames: ({ store, msisdn }) =>
    ok({ success: true, data: { eslgames: store.aimTrain.games(msisdn) } }),

  enterEslGame: ({ store, msisdn, body }) =>
    ok({ success: true, message: 'Level started', data: store.aimTrain.enter(msisdn, body) }),

  submitEslGameResult({ store, msisdn, body }) {
    const data = store.aimTrain.result(msisdn, body);
    return ok({ success: true, message: body.is_passed === '1' ? 'Level passed' : 'Level failed', data });
  },

  exitEslGame({ store, msisdn, body }) {
    store.aimTrain.exit(msisdn, body.game_unique_id);
    return ok({ success: true, message: 'Game exited' });
  },
};
