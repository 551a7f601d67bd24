import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';

/** Tournaments and their registration. */
export const tournamentHandlers: Pick<Handlers, 'listTournaments' | 'viewTournament' | 'tournamentCheckin'> =
  {
    listTournaments: ({ store }) => ok({ success: true, data: store.tournaments.list() }),

    viewTournament: ({ store, msisdn, body }) =>
      ok({ success: true, data: [store.tournaments.one(body.id, msisdn)] }),

    tournamentCheckin({ store, msisdn, body }) {
      const data = store.tournaments.checkin(msisdn, body);
      return ok({
        success: true,
        message: data.already_submited ? 'You have already submitted.' : 'Successfully registered',
        data,
      });
    },
  };
