import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractFile } from '@esr/contract/load';
import type { KitOptions } from '../../src/run';
import type { RuleId, Severity, SuiteName } from '../../src/model';
import type { Answer, Deviation, Forwarded } from './proxy';

// Servers that break the contract on purpose, one way each, with the rule the kit must name. Each is the
// real mock server behind a proxy that alters one thing (see proxy.ts).

export interface DeviatingServer {
  name: string;
  deviation: Deviation;
  rule: RuleId;
  operationId: string;
  /** The suites that meet the deviation (the others would only make the test slower). */
  suites: SuiteName[];
  /** An error unless said: a warning does not fail the run. */
  severity?: Severity;
  /** What else the run needs (another contract, a profile, a budget). */
  options?: Partial<KitOptions> & { worldProfile?: 'full' | 'spec' };
}

const pathOf = (request: Forwarded) => request.url.split('?')[0];
const isCall = (request: Forwarded, method: string, path: string) =>
  request.method === method && pathOf(request) === `/api${path}`;

/** The answer with its JSON body changed by `edit`. */
function editJson(answer: Answer, edit: (json: Record<string, unknown>) => void): Answer {
  const json = JSON.parse(answer.body.toString()) as Record<string, unknown>;
  edit(json);
  const body = Buffer.from(JSON.stringify(json));
  return { ...answer, body };
}

/** Alters the answers of one operation when it answers `status`. */
const onAnswer = (
  method: string,
  path: string,
  change: (answer: Answer) => Answer,
  status = 200,
): Deviation => ({
  answer: (request, answer) =>
    isCall(request, method, path) && answer.status === status ? change(answer) : answer,
});

const dropsRequiredField = onAnswer('GET', '/v1/tournaments/all', (answer) =>
  editJson(answer, (json) => (json.data as Record<string, unknown>[]).forEach((t) => delete t.tourn_name)),
);

const wrongType = onAnswer('GET', '/v1/user/profile', (answer) =>
  editJson(answer, (json) => (json.total_tournament = String(json.total_tournament))),
);

const undocumentedStatus = onAnswer('GET', '/v1/youtube-videos', (answer) => ({ ...answer, status: 202 }));

const internalError = onAnswer('GET', '/leaderboard', (answer) => ({
  ...answer,
  status: 500,
  body: Buffer.from(JSON.stringify({ success: false, message: 'Internal server error' })),
}));

const wrongContentType = onAnswer('GET', '/v1/active-streak', (answer) => ({
  ...answer,
  headers: { ...answer.headers, 'content-type': 'text/plain; charset=utf-8' },
}));

/** The first token comes with its header (the kit needs one); later ones without it. */
function missingTokenHeader(): Deviation {
  let issued = 0;
  return onAnswer('POST', '/v1/jt/gen', (answer) => {
    issued += 1;
    if (issued === 1) return answer;
    const { access_token: _dropped, ...headers } = answer.headers;
    return { ...answer, headers };
  });
}

/** Each first claim of a redemption also redeems and claims the same item again: credits spent twice. */
function doubleSpend(): Deviation {
  const doubled = new Set<string>();
  return {
    async answer(request, answer, send) {
      if (!isCall(request, 'POST', '/v1/redeem-claim') || answer.status !== 200) return answer;
      const claim = JSON.parse(request.body.toString()) as { item: number; uuid: string };
      if (doubled.has(claim.uuid)) return answer;
      doubled.add(claim.uuid);
      const item = {
        ...request,
        url: '/api/v1/redeem-item',
        body: Buffer.from(JSON.stringify({ item: claim.item })),
      };
      const second = JSON.parse((await send(item)).body.toString()) as { data: { uuid: string } };
      doubled.add(second.data.uuid);
      await send({ ...request, body: Buffer.from(JSON.stringify({ ...claim, uuid: second.data.uuid })) });
      return answer;
    },
  };
}

/** A bad game id crashes the server instead of a 400. */
const crashesOnBadInput = onAnswer(
  'POST',
  '/v1/daily-challenges/select-game',
  (answer) => ({ ...answer, status: 500 }),
  400,
);

/** The alg named in a bearer token's header, if it has one. */
function algOf(authorization: string | undefined): string | undefined {
  const header = authorization?.replace(/^Bearer /, '').split('.')[0] ?? '';
  try {
    return (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  } catch {
    return undefined;
  }
}

/** A request signed with alg: none goes through, as the last real token the server issued. */
function acceptsAlgNone(): Deviation {
  let real = '';
  return {
    request: (request) =>
      algOf(request.headers.authorization) === 'none' && real
        ? { ...request, headers: { ...request.headers, authorization: `Bearer ${real}` } }
        : request,
    answer(request, answer) {
      if (isCall(request, 'POST', '/v1/jt/gen') && answer.headers.access_token)
        real = answer.headers.access_token;
      return answer;
    },
  };
}

/** A registration with a blank nick goes through (the proxy fills it in before the mock sees it). */
const blankNickRegisters: Deviation = {
  request(request) {
    if (!isCall(request, 'POST', '/v1/tournament/entry/checkin')) return request;
    const body = JSON.parse(request.body.toString()) as { pubg_nick?: string };
    if (body.pubg_nick?.trim() !== '') return request;
    return { ...request, body: Buffer.from(JSON.stringify({ ...body, pubg_nick: 'filled-in' })) };
  },
};

/** Entering a locked level answers 200 as if it had started. */
const entersAnyLevel = onAnswer(
  'POST',
  '/v1/esl-games/enter',
  (answer) => {
    const data = { game_unique_id: 'aim_train_001', game_level: 2, level_credits: 35 };
    return {
      ...answer,
      status: 200,
      body: Buffer.from(JSON.stringify({ success: true, message: 'Level started', data })),
    };
  },
  409,
);

/** The task never shows Submitted, whatever was uploaded. */
const neverSubmitted = onAnswer('POST', '/v1/daily-challenges/challenges', (answer) =>
  editJson(answer, (json) =>
    (json.data as { entryStatus: string }[]).forEach((c) => (c.entryStatus = 'Not submitted')),
  ),
);

/** A bad request for a game's videos answers 200 with an empty list. */
const acceptsBadInput = onAnswer(
  'POST',
  '/v1/youtube-videos/game-videos',
  (answer) => ({ ...answer, status: 200, body: Buffer.from(JSON.stringify({ success: true, data: [] })) }),
  400,
);

/** A refused check-in (bad body) still claims the day's reward behind the refusal. */
const refusedButClaimed: Deviation = {
  async answer(request, answer, send) {
    if (!isCall(request, 'POST', '/v1/update-daily-streak') || answer.status !== 400) return answer;
    await send({
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    return answer;
  },
};

export const DEVIATING_SERVERS: (() => DeviatingServer)[] = [
  () => ({
    name: 'drops a required field',
    deviation: dropsRequiredField,
    rule: 'body-schema',
    operationId: 'listTournaments',
    suites: ['shape'],
  }),
  () => ({
    name: 'answers a field of the wrong type',
    deviation: wrongType,
    rule: 'body-schema',
    operationId: 'getProfile',
    suites: ['shape'],
  }),
  () => ({
    name: 'answers an undocumented status',
    deviation: undocumentedStatus,
    rule: 'status-documented',
    operationId: 'listVideos',
    suites: ['shape'],
  }),
  () => ({
    name: 'answers a 500',
    deviation: internalError,
    rule: 'server-error',
    operationId: 'getLeaderboard',
    suites: ['shape'],
  }),
  () => ({
    name: 'answers JSON as text/plain',
    deviation: wrongContentType,
    rule: 'content-type',
    operationId: 'getActiveStreak',
    suites: ['shape'],
  }),
  () => ({
    name: 'gives no access_token header',
    deviation: missingTokenHeader(),
    rule: 'response-header',
    operationId: 'generateToken',
    suites: ['shape'],
  }),
  () => ({
    name: 'spends a claim twice',
    deviation: doubleSpend(),
    rule: 'spend-once',
    operationId: 'redeemClaim',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'crashes on a bad input',
    deviation: crashesOnBadInput,
    rule: 'robust-no-5xx',
    operationId: 'selectDailyGame',
    suites: ['robustness'],
  }),
  () => ({
    name: 'accepts an alg: none token',
    deviation: acceptsAlgNone(),
    rule: 'auth-401',
    operationId: 'getProfile',
    suites: ['auth'],
  }),
  () => ({
    name: 'registers a blank nick',
    deviation: blankNickRegisters,
    rule: 'registration-rules',
    operationId: 'tournamentCheckin',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'lets a locked level start',
    deviation: entersAnyLevel,
    rule: 'level-order',
    operationId: 'enterEslGame',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'never shows a task Submitted',
    deviation: neverSubmitted,
    rule: 'daily-task',
    operationId: 'submitDailyEntry',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'accepts a bad input',
    deviation: acceptsBadInput,
    rule: 'robust-rejected',
    operationId: 'listGameVideos',
    suites: ['robustness'],
  }),
  () => ({
    name: 'claims behind a refusal',
    deviation: refusedButClaimed,
    rule: 'robust-unchanged',
    operationId: 'updateDailyStreak',
    suites: ['robustness'],
  }),
];

// ---- The rules the first table never showed firing (issue 27), and the rules added since. ----

/** The connection to one operation is dropped without an answer. */
const dropsACall: Deviation = { drop: (request) => isCall(request, 'GET', '/v1/youtube-videos/games') };

/** Refusals of a bad input come without their message. */
const refusesWithoutMessage = onAnswer(
  'POST',
  '/v1/youtube-videos/game-videos',
  (answer) => ({ ...answer, body: Buffer.from(JSON.stringify({ success: false })) }),
  400,
);

/** A game challenge never shows as entered (makeEntry stays 0), whatever was entered. */
const challengeNeverEntered = onAnswer('POST', '/v1/challenges/game/all', (answer) =>
  editJson(answer, (json) => {
    const data = json.data as { challenges?: { makeEntry: number }[] };
    for (const challenge of data.challenges ?? []) challenge.makeEntry = 0;
  }),
);

/** An item the subscriber cannot afford is accepted as a redemption to confirm. */
const redeemsUnaffordable = onAnswer(
  'POST',
  '/v1/redeem-item',
  (answer) => ({
    ...answer,
    status: 200,
    body: Buffer.from(
      JSON.stringify({
        success: true,
        data: {
          name: 'Ali Raza',
          item: 'Playstation 5',
          uuid: '0b9b6f0c-4c1e-4c9a-9d53-4f5a2f1e7a10',
          tel: '923001234567',
        },
      }),
    ),
  }),
  409,
);

/** The check-in answer reports one credit more than the balance it leaves. */
const reportsWrongCredits = onAnswer('POST', '/v1/update-daily-streak', (answer) =>
  editJson(answer, (json) => {
    const data = json.data as { credits: number };
    data.credits += 1;
  }),
);

/** The profile shows a negative balance. */
const negativeBalance = onAnswer('GET', '/v1/user/profile', (answer) =>
  editJson(answer, (json) => (json.credits = -5)),
);

/** A second check-in the same day answers 200 as if it had credited the day again. */
const claimsTwice = onAnswer(
  'POST',
  '/v1/update-daily-streak',
  (answer) => ({
    ...answer,
    status: 200,
    body: Buffer.from(
      JSON.stringify({
        success: true,
        message: 'Reward claimed',
        data: { credits_awarded: 15, active_streak: 1, credits: 15 },
      }),
    ),
  }),
  409,
);

/** The leaderboard answers after two seconds. */
const slowLeaderboard: Deviation = {
  delayMs: (request) => (isCall(request, 'GET', '/leaderboard') ? 2000 : 0),
};

/** The leaderboard comes worst first. */
const unsortedLeaderboard = onAnswer('GET', '/leaderboard', (answer) =>
  editJson(answer, (json) => (json.data as unknown[]).reverse()),
);

/** The profile's credits come as a string (the cascade of issue 27: the scenarios must go on). */
export const creditsAsString = onAnswer('GET', '/v1/user/profile', (answer) =>
  editJson(answer, (json) => (json.credits = String(json.credits))),
);

/** A copy of the contract whose first token request example breaks its schema (a number too short). */
let brokenContract: string | undefined;
function contractWithBrokenExample(): string {
  if (brokenContract) return brokenContract;
  const file = join(mkdtempSync(join(tmpdir(), 'esr-broken-example-')), 'openapi.yaml');
  const text = readFileSync(contractFile, 'utf8').replace(
    "              sana-signs-in:\n                summary: Sana Khan, an active subscriber\n                value:\n                  msisdn: '923005550001'",
    "              sana-signs-in:\n                summary: Sana Khan, an active subscriber\n                value:\n                  msisdn: '92300'",
  );
  if (!text.includes("msisdn: '92300'\n"))
    throw new Error('the sana-signs-in example moved: update this deviation');
  writeFileSync(file, text);
  return (brokenContract = file);
}

DEVIATING_SERVERS.push(
  () => ({
    name: 'answers a second check-in the same day with 200',
    deviation: claimsTwice,
    rule: 'checkin-once',
    operationId: 'updateDailyStreak',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'drops a call without an answer',
    deviation: dropsACall,
    rule: 'no-answer',
    operationId: 'listVideoGames',
    suites: ['shape'],
  }),
  () => ({
    name: 'refuses a bad input without a message',
    deviation: refusesWithoutMessage,
    rule: 'robust-message',
    operationId: 'listGameVideos',
    suites: ['robustness'],
  }),
  () => ({
    name: 'never shows a game challenge entered',
    deviation: challengeNeverEntered,
    rule: 'game-challenge',
    operationId: 'submitChallengeEntry',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'accepts a redemption the subscriber cannot afford',
    deviation: redeemsUnaffordable,
    rule: 'redeem-affordable',
    operationId: 'redeemItem',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'reports credits the balance does not have',
    deviation: reportsWrongCredits,
    rule: 'credits-reported',
    operationId: 'updateDailyStreak',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'shows a negative balance',
    deviation: negativeBalance,
    rule: 'balance-non-negative',
    operationId: 'getProfile',
    suites: ['behaviour'],
  }),
  () => ({
    name: 'answers the leaderboard in 2 s (budget 1 s)',
    deviation: slowLeaderboard,
    rule: 'latency',
    operationId: 'getLeaderboard',
    suites: ['shape'],
    options: { latencyBudgetMs: 1000 },
  }),
  () => ({
    name: 'answers the leaderboard worst first',
    deviation: unsortedLeaderboard,
    rule: 'ordering',
    operationId: 'getLeaderboard',
    suites: ['shape'],
  }),
  () => ({
    name: 'is checked with a contract whose request example breaks its schema',
    deviation: {},
    rule: 'contract-example',
    operationId: 'generateToken',
    suites: ['shape'],
    severity: 'warning',
    options: { contractFile: contractWithBrokenExample() },
  }),
  () => ({
    name: 'answers designed fields to a run on the spec profile',
    deviation: {},
    rule: 'x-designed-field',
    operationId: 'listTournaments',
    suites: ['shape'],
    severity: 'warning',
    options: { profile: 'spec', worldProfile: 'full' },
  }),
);
