import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import {
  tokenLost,
  fail,
  unsuccessful,
  bare,
  putFault,
  button,
  register,
  expectDisabled,
  OPEN_TOURNAMENT,
  type MessageCase,
} from './message-case-kit';

// Cases of messages.test.ts: the tournaments list, a tournament and registering for it.
export const TOURNAMENT_CASES = {
  tournaments: [
    {
      name: 'the tournaments cannot load',
      faults: [fail('listTournaments')],
      route: '/tournaments',
      shows: [MESSAGES.failedToLoadTournaments],
    },
    {
      name: 'an unsuccessful tournaments answer without errors text',
      faults: [bare('listTournaments')],
      route: '/tournaments',
      shows: [MESSAGES.failedToFetchTournaments],
    },
    {
      name: 'no tournament id',
      route: '/join-tournament',
      shows: [MESSAGES.tournamentIdMissing],
    },
    {
      name: 'the tournament details cannot load',
      faults: [fail('viewTournament')],
      route: OPEN_TOURNAMENT,
      shows: [MESSAGES.failedToLoadTournamentDetails],
    },
    {
      name: 'the tournament details answer without success',
      faults: [unsuccessful('viewTournament')],
      route: OPEN_TOURNAMENT,
      shows: [MESSAGES.noTournamentData],
    },
    {
      name: 'Register cannot fetch fresh details',
      as: SEEDED.withStreak,
      route: OPEN_TOURNAMENT,
      act: async (visit) => {
        await button(visit.page, COPY.register).waitFor();
        await putFault(visit, fail('viewTournament'));
        await register(visit);
      },
      shows: [MESSAGES.failedToFetchTournamentDetails],
    },
    {
      name: 'the check-in is refused',
      as: SEEDED.withStreak,
      faults: [fail('tournamentCheckin')],
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.failedToCheckIn],
    },
    {
      name: 'the check-in answers nothing',
      as: SEEDED.gamenow,
      gamenow: true,
      afterLogin: { faults: tokenLost('tournamentCheckin') },
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.failedToRegister],
    },
    {
      name: 'an open tournament (status 1) registers',
      as: SEEDED.withStreak,
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.registrationSuccess],
    },
    {
      name: 'a second registration is already submitted',
      as: SEEDED.withStreak,
      route: OPEN_TOURNAMENT,
      act: async (visit) => {
        // The form on screen first: the page's own read of the tournament must not see the registration.
        await button(visit.page, COPY.register).waitFor();
        await visit.api('POST', '/v1/tournament/entry/checkin', {
          id: 't-pubg-weekly',
          pubg_id: '5123456789',
          pubg_nick: 'SanaPlays',
          userEmail: '',
        });
        await register(visit);
      },
      shows: [MESSAGES.alreadySubmitted],
    },
    {
      name: 'the clock moves into the tournament (status 2): in progress, inputs disabled',
      as: SEEDED.withStreak,
      clock: { advanceDays: 3.05 },
      route: OPEN_TOURNAMENT,
      shows: [MESSAGES.tournamentInProgress],
      check: async (visit) => {
        await expectDisabled(button(visit.page, COPY.register));
        await expectDisabled(visit.page.getByLabel('Nickname'));
      },
    },
    {
      name: 'an ended tournament (status 3): Registrations Closed, VIEW HIGHLIGHTS (desktop)',
      viewport: 'desktop',
      as: SEEDED.withStreak,
      route: '/join-tournament?tournamentId=t-ff-final',
      shows: [MESSAGES.registrationsClosed, MESSAGES.viewHighlights],
      check: (visit) => expectDisabled(button(visit.page, MESSAGES.registrationsClosed)),
    },
  ],
} satisfies Record<string, readonly MessageCase[]>;
