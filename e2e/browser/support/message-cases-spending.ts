import type { Visit } from './browser';
import { COPY, MESSAGES } from '@esr/domain';
import { expect } from 'vitest';
import {
  png,
  bigPng,
  textFile,
  PROFILE_LIMIT,
  tokenLost,
  fail,
  unsuccessful,
  bare,
  putFault,
  button,
  register,
  redeem,
  openRedeemForm,
  jazzNumber,
  chooseProfileImage,
  saveProfile,
  expectDisabled,
  SANA,
  BILAL,
  OPEN_TOURNAMENT,
  type MessageCase,
} from './message-case-kit';

// Cases of messages.test.ts: tournaments, highlights, the leaderboard, rewards, the profile and visitors.
export const SPENDING_CASES = {
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
      as: SANA,
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
      as: SANA,
      faults: [fail('tournamentCheckin')],
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.failedToCheckIn],
    },
    {
      name: 'the check-in answers nothing',
      as: BILAL,
      gamenow: true,
      afterLogin: { faults: tokenLost('tournamentCheckin') },
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.failedToRegister],
    },
    {
      name: 'an open tournament (status 1) registers',
      as: SANA,
      route: OPEN_TOURNAMENT,
      act: register,
      shows: [MESSAGES.registrationSuccess],
    },
    {
      name: 'a second registration is already submitted',
      as: SANA,
      route: OPEN_TOURNAMENT,
      act: async (visit) => {
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
      as: SANA,
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
      as: SANA,
      route: '/join-tournament?tournamentId=t-ff-final',
      shows: [MESSAGES.registrationsClosed, MESSAGES.viewHighlights],
      check: (visit) => expectDisabled(button(visit.page, MESSAGES.registrationsClosed)),
    },
  ],

  highlights: [
    {
      name: 'the highlight games cannot load',
      faults: [fail('listVideoGames')],
      route: '/highlights',
      shows: [MESSAGES.failedToLoadGameHighlights],
    },
    {
      name: 'no game id',
      route: '/game-highlights',
      shows: [MESSAGES.noGameIdProvided],
    },
    {
      name: 'a game without videos',
      route: '/game-highlights?gameId=valorant&gameName=Valorant',
      shows: [MESSAGES.noVideosFound],
    },
    {
      name: "the game's videos cannot load",
      faults: [fail('listGameVideos', 400)],
      route: '/game-highlights?gameId=pubg-mobile&gameName=PUBG%20Mobile',
      shows: [MESSAGES.failedToLoadGameVideos],
    },
    {
      name: "the game's videos answer without success",
      faults: [unsuccessful('listGameVideos')],
      route: '/game-highlights?gameId=pubg-mobile&gameName=PUBG%20Mobile',
      shows: [MESSAGES.failedToFetchGameVideos],
    },
  ],

  leaderboard: [
    {
      name: 'the leaderboard is refused',
      faults: [fail('getLeaderboard', 400)],
      route: '/leaderboard',
      shows: [MESSAGES.failedToFetchLeaderboard],
    },
    {
      name: 'the leaderboard answers nothing',
      afterLogin: { faults: tokenLost('getLeaderboard') },
      route: '/leaderboard',
      // The console names the root cause behind the relabelled failure (the retry found no msisdn left).
      shows: [MESSAGES.failedToLoadLeaderboard, MESSAGES.msisdnNotFound],
    },
    {
      name: "an empty world (seed 'empty'): no completed tasks",
      seed: 'empty',
      subscriber: { msisdn: '923001110000', status: 'active', credits: 0 },
      as: '923001110000',
      route: '/completed',
      shows: [MESSAGES.noCompletedTasks],
    },
  ],

  'rewards and redeem': [
    {
      name: "Redeem without enough credits shows the server's reason",
      subscriber: { msisdn: '923001110001', status: 'active', credits: 100 },
      as: '923001110001',
      route: '/rewards',
      act: (visit) => redeem(visit, 'Asus ROG headphone'),
      shows: ['You need 24650 credits to redeem Asus ROG headphone; you have 100.'],
    },
    {
      name: 'the redeem form sent without an e-mail',
      as: SANA,
      route: '/rewards',
      act: async (visit) => {
        await openRedeemForm(visit);
        await button(visit.page, COPY.redeem).click();
      },
      shows: [MESSAGES.fillAllFields],
    },
    {
      name: 'the redemption claim fails',
      as: SANA,
      faults: [fail('redeemClaim')],
      route: '/rewards',
      act: async (visit) => {
        await openRedeemForm(visit);
        await visit.page.getByLabel('Email').fill('sana@example.pk');
        await button(visit.page, COPY.redeem).click();
      },
      shows: [MESSAGES.redemptionFailed],
    },
    {
      name: 'a gn=1 user types a number that is not a Jazz number',
      as: BILAL,
      gamenow: true,
      route: '/rewards',
      act: (visit) => jazzNumber(visit, '0301234'),
      shows: [MESSAGES.invalidJazzNumber],
    },
    {
      name: 'the partner cannot be told about the Jazz number',
      as: BILAL,
      gamenow: true,
      faults: [fail('gamenowNotify')],
      route: '/rewards',
      act: (visit) => jazzNumber(visit, '03012345678'),
      shows: [MESSAGES.tryAgainLater],
    },
  ],

  '/edit-profile': [
    {
      name: 'a profile image that is not an image',
      as: SANA,
      route: '/edit-profile',
      act: (visit) => chooseProfileImage(visit, textFile()),
      shows: [MESSAGES.profileImageType],
    },
    {
      name: 'a profile image over 2 MB',
      as: SANA,
      route: '/edit-profile',
      act: (visit) => chooseProfileImage(visit, bigPng(PROFILE_LIMIT)),
      shows: [MESSAGES.profileImageSize],
    },
    {
      name: 'the profile is saved',
      as: SANA,
      route: '/edit-profile',
      act: async (visit) => {
        await chooseProfileImage(visit, png('me.png'));
        await saveProfile(visit);
      },
      shows: [MESSAGES.profileUpdated],
    },
    {
      name: 'the profile is refused with a reason',
      as: SANA,
      faults: [fail('completeProfile', 400)],
      route: '/edit-profile',
      act: saveProfile,
      shows: [
        MESSAGES.profileUpdateFailed('{message}'),
        MESSAGES.profileUpdateFailed('Injected failure (400)'),
      ],
    },
    {
      name: 'the profile save answers nothing',
      as: BILAL,
      gamenow: true,
      afterLogin: { faults: tokenLost('completeProfile') },
      route: '/edit-profile',
      act: saveProfile,
      shows: [MESSAGES.profileUpdateError],
    },
  ],

  // Not spec messages: a visitor is invited to subscribe where a subscriber's calls would answer
  // (decisions 0550 and 0580); the journal shows the pages made no call.
  visitors: [
    ['/tournaments', COPY.weeklyTournaments],
    ['/leaderboard', 'Leaderboard'],
    ['/highlights', COPY.gameHighlights],
    ['/daily-gaming-tasks', COPY.madeByEsl],
  ].map(([route, title]) => ({
    name: `a visitor on ${route} is invited to subscribe, not failed`,
    as: 'visitor',
    route: route!,
    shows: [`Subscribe to see ${title}.`],
    check: async (visit: Visit) => {
      const { data } = await visit.control.GET('/journal');
      expect(data?.entries ?? []).toEqual([]);
    },
  })),
} satisfies Record<string, readonly MessageCase[]>;
