import { SEEDED } from '@esr/test-support';
import { AIM_TRAIN_GAME } from '@esr/domain';
import fc from 'fast-check';

// The calls the earning invariant (earning-invariant.test.ts) is tested with, and how they are generated.

export const SUBSCRIBERS = [SEEDED.withStreak, SEEDED.newTrial, SEEDED.gamenow] as const;
/** The streak day each has at the seed (seeds/default/subscribers.json). */
export const SEED_STREAK: Record<string, number> = {
  [SEEDED.withStreak]: 3,
  [SEEDED.newTrial]: 0,
  [SEEDED.gamenow]: 0,
};
export const DAILY_GAMES = ['pubg-mobile', 'freefire', 'call-of-duty', 'clash-royale'];
export const CHALLENGES = [
  { gameId: 'pubg-mobile', challengeId: 'pubg-c1' },
  { gameId: 'pubg-mobile', challengeId: 'pubg-c2' },
  { gameId: 'pubg-mobile', challengeId: 'pubg-c-old' },
  { gameId: 'freefire', challengeId: 'ff-c1' },
  { gameId: 'freefire', challengeId: 'pubg-c1' },
  { gameId: AIM_TRAIN_GAME.gameId, challengeId: 'aim-train-levels' },
  { gameId: 'pubg-mobile', challengeId: 'nope' },
];
export const TOURNAMENTS = ['t-pubg-weekly', 't-ff-clash', 't-pubg-live', 't-ff-final'];
/** How a daily entry's challengeId is made from today's id of the subscriber's selected game. */
export const DAILY_IDS = ['server', 'suffix', 'other-game', 'yesterday', 'garbage'] as const;
export type DailyId = (typeof DAILY_IDS)[number];

export type Command =
  | { kind: 'streak'; who: number }
  | { kind: 'select'; who: number; game: number }
  | { kind: 'daily'; who: number; id: DailyId; n: number }
  | { kind: 'challenge'; who: number; which: number }
  | { kind: 'checkin'; who: number; which: number }
  | { kind: 'enter'; who: number; offset: number }
  | { kind: 'result'; who: number; passed: boolean; offset: number }
  | { kind: 'play'; who: number; ms: number; passed: boolean }
  | { kind: 'redeem'; who: number; item: number; forged: boolean }
  | { kind: 'adjust'; who: number; credits: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'days'; days: number };

const who = fc.integer({ min: 0, max: SUBSCRIBERS.length - 1 });
const ms = fc.integer({ min: 0, max: 8000 });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const single: fc.Arbitrary<Command> = fc.oneof(
  weighted(2, fc.record({ kind: fc.constant('streak' as const), who })),
  weighted(1, fc.record({ kind: fc.constant('select' as const), who, game: fc.nat(DAILY_GAMES.length - 1) })),
  weighted(
    5,
    fc.record({ kind: fc.constant('daily' as const), who, id: fc.constantFrom(...DAILY_IDS), n: fc.nat(9) }),
  ),
  weighted(
    2,
    fc.record({ kind: fc.constant('challenge' as const), who, which: fc.nat(CHALLENGES.length - 1) }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('checkin' as const), who, which: fc.nat(TOURNAMENTS.length - 1) }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('enter' as const), who, offset: fc.integer({ min: -1, max: 1 }) }),
  ),
  weighted(
    1,
    fc.record({
      kind: fc.constant('result' as const),
      who,
      passed: fc.boolean(),
      offset: fc.integer({ min: -1, max: 1 }),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('play' as const), who, ms, passed: fc.boolean() })),
  weighted(
    2,
    fc.record({
      kind: fc.constant('redeem' as const),
      who,
      item: fc.integer({ min: 1, max: 12 }),
      forged: fc.boolean(),
    }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('adjust' as const), who, credits: fc.integer({ min: 0, max: 100_000 }) }),
  ),
  weighted(1, fc.record({ kind: fc.constant('wait' as const), ms })),
  weighted(2, fc.record({ kind: fc.constant('days' as const), days: fc.constantFrom(1, 1, 2, 0.5) })),
);
/** One call, the same call twice at once, or a few different ones at once. */
export const step = fc.oneof(
  { weight: 6, arbitrary: single.map((command) => [command]) },
  { weight: 1, arbitrary: single.map((command) => [command, command, command]) },
  { weight: 1, arbitrary: fc.array(single, { minLength: 2, maxLength: 4 }) },
);
