import { MESSAGES } from '@esr/domain';
import { tokenLost, fail, unsuccessful, type MessageCase } from './message-case-kit';

// Cases of messages.test.ts: game highlights and their videos, the leaderboard and completed tasks.
export const HIGHLIGHTS_AND_LEADERBOARD_CASES = {
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
} satisfies Record<string, readonly MessageCase[]>;
