import { SEEDED } from '@esr/test-support';
import { COPY, MESSAGES } from '@esr/domain';
import { expect } from 'vitest';
import {
  bigPng,
  gif,
  TASK_LIMIT,
  tokenLost,
  fail,
  unsuccessful,
  dialog,
  button,
  pick,
  openUpload,
  uploadPng,
  playNow,
  passLevel,
  failLevel,
  streakStates,
  expectDisabled,
  type MessageCase,
} from './message-case-kit';

// Cases of messages.test.ts: uploads, game challenges and Aim Train.
export const TASKS_AND_GAMES_CASES = {
  '/tasks and uploads': [
    {
      name: 'streak day card: the day before claimed, the active day current, the next locked',
      as: SEEDED.withStreak,
      route: '/tasks',
      shows: [MESSAGES.submitEntry],
      check: async (visit) => {
        const { data } = await visit.api<{ data: { active_day: number } }>('GET', '/v1/active-streak');
        const day = data.active_day;
        expect(await streakStates(visit)).toEqual([
          { day: `Day ${day - 1}`, state: 'claimed' },
          { day: `Day ${day}`, state: 'current' },
          { day: `Day ${day + 1}`, state: 'locked' },
        ]);
      },
    },
    {
      name: 'a missed day (clock two days on) starts the streak again at day 1',
      as: SEEDED.withStreak,
      clock: { advanceDays: 2 },
      route: '/tasks',
      shows: [MESSAGES.submitEntry],
      check: async (visit) =>
        expect(await streakStates(visit)).toEqual([
          { day: 'Day 1', state: 'current' },
          { day: 'Day 2', state: 'locked' },
          { day: 'Day 3', state: 'locked' },
        ]),
    },
    {
      name: "today's task cannot load",
      as: SEEDED.withStreak,
      faults: [fail('getDailyChallenges', 404)],
      route: '/tasks',
      shows: [MESSAGES.failedToLoadDailyGames],
    },
    {
      name: "today's task answers nothing",
      as: SEEDED.gamenow,
      gamenow: true,
      afterLogin: { faults: tokenLost('getDailyChallenges') },
      route: '/tasks',
      shows: [MESSAGES.errorLoadingTasks],
    },
    {
      name: 'a GIF screenshot is refused',
      as: SEEDED.withStreak,
      route: '/tasks',
      act: async (visit) => pick(await openUpload(visit), gif()),
      shows: [MESSAGES.uploadTypes],
      check: (visit) => expectDisabled(button(dialog(visit.page, 'Upload your screenshot'), 'Submit')),
    },
    {
      name: 'a screenshot over 2048000 bytes is refused',
      as: SEEDED.withStreak,
      route: '/tasks',
      act: async (visit) => pick(await openUpload(visit), bigPng(TASK_LIMIT)),
      shows: [MESSAGES.uploadSize],
      check: (visit) => expectDisabled(button(dialog(visit.page, 'Upload your screenshot'), 'Submit')),
    },
    {
      name: 'the daily screenshot is refused by the server',
      as: SEEDED.withStreak,
      faults: [fail('submitDailyEntry')],
      route: '/tasks',
      act: async (visit) => void (await uploadPng(visit)),
      shows: [MESSAGES.failedToSubmitImage],
    },
    {
      name: "an accepted screenshot turns 'Submit Entry' into the disabled 'Submitted'",
      as: SEEDED.withStreak,
      route: '/tasks',
      act: async (visit) => {
        const popup = await uploadPng(visit);
        await popup.waitFor({ state: 'detached' });
      },
      shows: [MESSAGES.submitted, MESSAGES.taskCompletedToday],
      check: (visit) => expectDisabled(button(visit.page, MESSAGES.submitted)),
    },
  ],

  '/game-challenges': [
    {
      name: 'no game in the address',
      route: '/game-challenges',
      shows: [MESSAGES.noGameSelected],
    },
    {
      name: "the game's challenges cannot load",
      faults: [fail('getGameChallenges', 404)],
      route: '/game-challenges?gameId=pubg-mobile',
      shows: [MESSAGES.failedToLoadChallenges],
    },
    {
      name: "the game's challenges answer nothing",
      afterLogin: { faults: tokenLost('getGameChallenges') },
      route: '/game-challenges?gameId=pubg-mobile',
      shows: [MESSAGES.errorFetchingChallenges],
    },
    {
      name: 'a game without active challenges',
      route: '/game-challenges?gameId=valorant',
      shows: [MESSAGES.noChallengesForGame],
    },
    {
      name: 'a claimed challenge shows CLAIMED, after the open ones',
      as: SEEDED.withStreak,
      route: '/game-challenges?gameId=pubg-mobile',
      shows: [MESSAGES.claimed, MESSAGES.submitEntry],
      check: async (visit) => {
        const cards = visit.page.getByRole('list', { name: 'Challenges' }).getByRole('listitem');
        expect(await cards.last().textContent()).toContain(MESSAGES.claimed);
        expect(await cards.first().textContent()).toContain(MESSAGES.submitEntry);
      },
    },
    {
      name: 'the challenge screenshot is refused by the server',
      as: SEEDED.withStreak,
      faults: [fail('submitChallengeEntry')],
      route: '/game-challenges?gameId=pubg-mobile',
      act: async (visit) => void (await uploadPng(visit)),
      shows: [MESSAGES.failedToSubmitEntry],
    },
    {
      name: 'the challenge screenshot call answers nothing',
      as: SEEDED.withStreak,
      afterLogin: { faults: tokenLost('submitChallengeEntry') },
      route: '/game-challenges?gameId=freefire',
      act: async (visit) => void (await uploadPng(visit)),
      shows: [MESSAGES.genericError],
    },
  ],

  'Aim Train': [
    {
      name: "Play Now answered without success: 'Something went wrong.'",
      viewport: 'desktop',
      faults: [unsuccessful('enterEslGame')],
      route: '/game-challenges?gameId=aim_train_001',
      act: playNow,
      shows: [MESSAGES.somethingWentWrong],
      check: async (visit) => expect(visit.page.url()).toContain('/game-challenges'),
    },
    {
      name: 'Play Now fails',
      faults: [fail('enterEslGame')],
      route: '/game-challenges?gameId=aim_train_001',
      act: playNow,
      shows: [MESSAGES.genericError],
    },
    {
      name: "a game build that cannot load: 'Game Error' with Reload Game",
      viewport: 'desktop',
      route: '/game-challenges?gameId=aim_train_001',
      act: async (visit) => {
        // The control API cannot fail static files: the browser refuses the game's data file itself.
        await visit.page.route('**/aim-train/aim-train.data.json', (route) =>
          route.fulfill({ status: 503, body: '' }),
        );
        await playNow(visit);
      },
      shows: [MESSAGES.gameError, MESSAGES.gameLoadError, MESSAGES.reloadGame],
    },
    {
      name: 'level 1 played to a pass',
      viewport: 'desktop',
      route: '/game-challenges?gameId=aim_train_001',
      act: passLevel,
      shows: [MESSAGES.levelCompleted('{n}'), MESSAGES.levelCompleted(1)],
      waitMs: 15_000,
      // Closing the result returns to the gaming tasks.
      check: async (visit) => {
        await button(dialog(visit.page, MESSAGES.levelCompleted(1)), 'OK').click();
        await visit.page.waitForURL('**/daily-gaming-tasks');
      },
    },
    {
      name: 'level 1 left to run out of time',
      viewport: 'desktop',
      route: '/game-challenges?gameId=aim_train_001',
      act: failLevel,
      shows: [MESSAGES.levelFailed('{n}', '{reason}'), MESSAGES.levelFailed(1, 'Time is up')],
      waitMs: 15_000,
    },
    {
      name: 'a phone held upright is asked to rotate to landscape',
      route: '/game-challenges?gameId=aim_train_001',
      act: async (visit) => {
        await playNow(visit);
        await visit.page.waitForURL('**/aim-train');
      },
      shows: ['Rotate your phone to landscape to play.'],
      waitMs: 20_000,
    },
    {
      name: '/aim-train without a level goes to the gaming tasks',
      route: '/aim-train',
      act: (visit) => visit.page.waitForURL('**/daily-gaming-tasks'),
      shows: [COPY.gamingChallenges],
    },
  ],
} satisfies Record<string, readonly MessageCase[]>;
