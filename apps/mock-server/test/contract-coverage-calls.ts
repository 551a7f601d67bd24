import { SEEDED } from '@esr/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { aimTrainMinPassMs } from '@esr/domain';
import { PNG, json, multipart, type server } from './harness';

// The calls of test/contract-coverage.test.ts: a valid call of every operation, and the failures the
// real behaviour produces.

export type S = Awaited<ReturnType<typeof server>>;
export type Call = (s: S) => Promise<LightMyRequestResponse>;

const aim = { game_unique_id: 'aim_train_001', game_name: 'Aim Train' };
const pngUpload = async (s: S, url: string, fields: Record<string, string>, field: string) => {
  const { payload, headers } = multipart(fields, { field, name: 'shot.png', type: 'image/png', data: PNG });
  return s.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${await s.token(SEEDED.withStreak)}` },
  });
};

/** A valid call of every operation: its 2xx must come from the real behaviour, never a fault. */
export const VALID: Record<string, Call> = {
  generateToken: (s) =>
    s.app.inject({
      method: 'POST',
      url: '/api/v1/jt/gen',
      payload: { msisdn: SEEDED.withStreak, refferer: null },
    }),
  getActiveStreak: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/active-streak'),
  updateDailyStreak: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak'),
  listDailyGames: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/daily-challenges/games'),
  selectDailyGame: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/select-game', { gameId: 'pubg-mobile' }),
  getDailyChallenges: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
  async submitDailyEntry(s) {
    const today = json<{ data: { challengeId: string }[] }>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'pubg-mobile' }),
    ).data[0]!;
    return pngUpload(s, '/api/v1/daily-challenges/entry', { challengeId: today.challengeId }, 'entryImage');
  },
  submitChallengeEntry: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
      entryImage: `data:image/png;base64,${PNG.toString('base64')}`,
      gameId: 'pubg-mobile',
      challengeId: 'pubg-c1',
    }),
  listChallengeGames: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/challenges/games'),
  getGameChallenges: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'pubg-mobile' }),
  listCompletedTasks: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/completed-task/get'),
  listTournaments: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/tournaments/all'),
  viewTournament: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/tournament/view', { id: 't-pubg-weekly' }),
  tournamentCheckin: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
      id: 't-pubg-weekly',
      pubg_id: '5123',
      pubg_nick: 'sana',
      userEmail: '',
    }),
  checkEslGames: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/esl-games/check'),
  enterEslGame: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...aim, game_level: 1, level_credits: 30 }),
  async submitEslGameResult(s) {
    await s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
      ...aim,
      game_level: 1,
      level_credits: 30,
    });
    s.elapse(aimTrainMinPassMs(1));
    return s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
      game_unique_id: 'aim_train_001',
      game_level: 1,
      is_passed: '1',
    });
  },
  exitEslGame: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/exit', { game_unique_id: 'aim_train_001' }),
  listVideos: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/youtube-videos'),
  listVideoGames: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/youtube-videos/games'),
  listGameVideos: (s) =>
    s.as(SEEDED.withStreak, 'POST', '/v1/youtube-videos/game-videos', { gameId: 'pubg-mobile' }),
  getProfile: (s) => s.as(SEEDED.withStreak, 'GET', '/v1/user/profile'),
  completeProfile: (s) => pngUpload(s, '/api/v1/user/profile/complete', { username: 'sana' }, 'image'),
  redeemItem: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/redeem-item', { item: 2 }),
  async redeemClaim(s) {
    const { uuid } = json<{ data: { uuid: string } }>(
      await s.as(SEEDED.withStreak, 'POST', '/v1/redeem-item', { item: 2 }),
    ).data;
    return s.as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
      item: 2,
      uuid,
      name: 'Sana',
      email: 'sana@example.pk',
      phone: SEEDED.withStreak,
    });
  },
  gamenowNotify: (s) =>
    s.as(SEEDED.gamenow, 'POST', '/v1/gamenow/notify', { msisdn: '923001112233' }, 'gamenow'),
  getLeaderboard: (s) => s.as(SEEDED.withStreak, 'GET', '/leaderboard'),
  reportFieldVitals: (s) =>
    s.app.inject({
      method: 'POST',
      url: '/api/v1/field-vitals',
      payload: {
        page: '/',
        connection: '4g',
        metrics: [{ name: 'LCP', value: 1200, rating: 'good', navigation: 'navigate' }],
      },
    }),
};

/** Failures the real behaviour produces (the rest are produced with the control API's faults). */
export const NATURAL_FAILURES: [string, number, Call][] = [
  [
    'generateToken',
    403,
    (s) => s.app.inject({ method: 'POST', url: '/api/v1/jt/gen', payload: { msisdn: '923009990000' } }),
  ],
  [
    'updateDailyStreak',
    409,
    async (s) => (
      await s.as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak'),
      s.as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak')
    ),
  ],
  [
    'selectDailyGame',
    404,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/select-game', { gameId: 'nope' }),
  ],
  [
    'getDailyChallenges',
    404,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/challenges', { gameId: 'nope' }),
  ],
  [
    'submitDailyEntry',
    404,
    (s) => pngUpload(s, '/api/v1/daily-challenges/entry', { challengeId: 'nope:2020-01-01' }, 'entryImage'),
  ],
  [
    'submitDailyEntry',
    415,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/daily-challenges/entry', { challengeId: 'x' }),
  ],
  [
    'reportFieldVitals',
    413,
    (s) =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/field-vitals',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ page: '/', padding: 'x'.repeat(64 * 1024) }),
      }),
  ],
  [
    'reportFieldVitals',
    415,
    (s) =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/field-vitals',
        headers: { 'content-type': 'text/plain' },
        payload: '{"page":"/"}',
      }),
  ],
  [
    'submitChallengeEntry',
    404,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
        entryImage: `data:image/png;base64,${PNG.toString('base64')}`,
        gameId: 'x',
        challengeId: 'y',
      }),
  ],
  [
    'submitChallengeEntry',
    409,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/challenge/entry', {
        entryImage: `data:image/png;base64,${PNG.toString('base64')}`,
        gameId: 'pubg-mobile',
        challengeId: 'pubg-c2',
      }),
  ],
  [
    'getGameChallenges',
    404,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/challenges/game/all', { id: 'nope' }),
  ],
  ['viewTournament', 404, (s) => s.as(SEEDED.withStreak, 'POST', '/v1/tournament/view', { id: 'nope' })],
  [
    'tournamentCheckin',
    404,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/tournament/entry/checkin', {
        id: 'nope',
        pubg_id: '',
        pubg_nick: 'n',
        userEmail: '',
      }),
  ],
  [
    'tournamentCheckin',
    409,
    (s) =>
      s.as(SEEDED.newTrial, 'POST', '/v1/tournament/entry/checkin', {
        id: 't-ff-clash',
        pubg_id: '1',
        pubg_nick: 'n',
        userEmail: 'a@b.pk',
      }),
  ],
  [
    'gamenowNotify',
    403,
    // A token without gn 1 (not a gamenow partner user's).
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/gamenow/notify', { msisdn: '923001112233' }),
  ],
  [
    'enterEslGame',
    404,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', {
        game_unique_id: 'nope',
        game_name: 'x',
        game_level: 1,
        level_credits: 30,
      }),
  ],
  [
    'enterEslGame',
    409,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', { ...aim, game_level: 5, level_credits: 50 }),
  ],
  [
    'submitEslGameResult',
    404,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
        game_unique_id: 'nope',
        game_level: 1,
        is_passed: '0',
      }),
  ],
  [
    'submitEslGameResult',
    409,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/result', {
        game_unique_id: 'aim_train_001',
        game_level: 1,
        is_passed: '0',
      }),
  ],
  [
    'exitEslGame',
    404,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/exit', { game_unique_id: 'nope' }),
  ],
  ['redeemItem', 409, (s) => s.as(SEEDED.newTrial, 'POST', '/v1/redeem-item', { item: 1 })],
  [
    'redeemClaim',
    404,
    (s) =>
      s.as(SEEDED.withStreak, 'POST', '/v1/redeem-claim', {
        item: 2,
        uuid: '00000000-0000-4000-8000-000000000000',
        name: 'a',
        email: 'a@b.pk',
        phone: SEEDED.withStreak,
      }),
  ],
  ['completeProfile', 413, (s) => multipartTooBig(s)],
  [
    'completeProfile',
    415,
    (s) => s.as(SEEDED.withStreak, 'POST', '/v1/user/profile/complete', { username: 'x' }),
  ],
  [
    'generateToken',
    429,
    async (s) => {
      let last!: LightMyRequestResponse;
      for (let i = 0; i < 121; i += 1)
        last = await s.app.inject({
          method: 'POST',
          url: '/api/v1/jt/gen',
          payload: { msisdn: SEEDED.withStreak },
        });
      return last;
    },
  ],
];

async function multipartTooBig(s: S) {
  const { payload, headers } = multipart(
    {},
    { field: 'image', name: 'x.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(2_100_000)]) },
  );
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/user/profile/complete',
    payload,
    headers: { ...headers, authorization: `Bearer ${await s.token(SEEDED.withStreak)}` },
  });
}
