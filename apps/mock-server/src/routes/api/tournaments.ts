import type { Handlers } from './handler-types';
import { ok } from './handler-types';

/** Tournaments and their registration. */
export const tournamentHandlers: Pick<Handlers, 'listTournaments' | 'viewTournament' | 'tournamentCheckin'> =
  {
    listTournaments: ({ store }) => ok({ success: true, data: store.tournaments() }),

    viewTournament: ({ store, body }) => ok({ success: true, data: [store.tournament(body.id)] }),

    tournamentCheckin({ store, msisdn, body }) {
      const data = store.checkin(msisdn, body);
      return ok({
        success: true,
        message: data.already_submited ? 'You have already submitted.' : 'Successfully registered',
        data,
      });
    },
  };
