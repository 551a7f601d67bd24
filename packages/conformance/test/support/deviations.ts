import { SEEDED } from '@esr/test-support';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractFile } from '@esr/contract/load';
import type { KitOptions } from '../../src/run';
import type { RuleId, Severity, SuiteName } from '../../src/model';
import { AIM_TRAIN_LEVEL_REWARDS } from '../../src/spec-tables';
import { passLevels } from './aim-train';
import { balanceOf, feeOf, jsonAnswer, jsonOf, oneAtATime, read, setBalance, subscriberOf } from './backend';
import type { Answer, Deviation, Forwarded } from './proxy';

// Servers that break the contract on purpose, one way each, with the rule the kit must name. Each is the
// real mock server behind a proxy that alters one thing (see proxy.ts). A deviation that breaks a rule of
// credits or state breaks it for real, as a backend team's bug would (backend.ts): the credits move, the
// level starts, the redemption exists; a canned answer over an unchanged state would test only the
// kit's reading of one answer.

export interface DeviatingServer {
  name: string;
  deviation: Deviation;
  rule: RuleId;
  operationId: string;
  /** The suites that meet the deviation (the others would only make the test slower). */
  suites: SuiteName[];
  /** An error unless said: a warning does not fail the run. */
  severity?: Severity;
  /** What else the run needs (another contract, a profile, a budget, one scenario). */
  options?: Partial<KitOptions> & { worldProfile?: 'full' | 'spec' };
  /** Brings the test subscriber to the state the deviation shows in (its world's session). */
  setup?: (session: string) => Promise<void>;
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

/**
 * The level order is not checked: entering a locked level starts the subscriber's next level instead (the
 * backend ignores the level asked for), and answers 200.
 */
const startsAnotherLevel: Deviation = {
  async answer(request, answer, send) {
    if (!isCall(request, 'POST', '/v1/esl-games/enter') || answer.status !== 409) return answer;
    const asked = jsonOf<{ game_unique_id: string; game_name: string }>(request.body);
    const games = (await read(send, request, '/v1/esl-games/check')).data as {
      eslgames: { game_unique_id: string; next_level: number | null; level_credits: number | null }[];
    };
    const game = games.eslgames.find((g) => g.game_unique_id === asked.game_unique_id);
    if (!game || game.next_level === null) return answer;
    const next = { ...asked, game_level: game.next_level, level_credits: game.level_credits };
    return send({ ...request, body: Buffer.from(JSON.stringify(next)) });
  },
};

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
    options: { scenarios: ['spend-once'] },
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
    options: { scenarios: ['registration-rules'] },
  }),
  () => ({
    name: 'lets a locked level start',
    deviation: startsAnotherLevel,
    rule: 'level-order',
    operationId: 'enterEslGame',
    suites: ['behaviour'],
    options: { scenarios: ['level-order'] },
  }),
  () => ({
    name: 'never shows a task Submitted',
    deviation: neverSubmitted,
    rule: 'daily-task',
    operationId: 'submitDailyEntry',
    suites: ['behaviour'],
    options: { scenarios: ['daily-task'] },
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

/**
 * Redeem-item does not check the balance: an item the subscriber cannot afford starts a real redemption
 * (the mock's, made with the balance raised for the call and put back after).
 */
function redeemsUnaffordable(): Deviation {
  const exclusive = oneAtATime();
  return {
    answer: (request, answer, send) =>
      exclusive(async () => {
        if (!isCall(request, 'POST', '/v1/redeem-item')) return answer;
        const refused = answer.status === 409 || jsonOf<{ success?: boolean }>(answer.body).success === false;
        const msisdn = subscriberOf(request);
        if (!refused || !msisdn) return answer;
        const balance = await balanceOf(send, request);
        await setBalance(send, msisdn, 10_000_000);
        const started = await send(request);
        await setBalance(send, msisdn, balance);
        return started;
      }),
  };
}

/** The check-in answer reports one credit more than the balance it leaves. */
const reportsWrongCredits = onAnswer('POST', '/v1/update-daily-streak', (answer) =>
  editJson(answer, (json) => {
    const data = json.data as { credits: number };
    data.credits += 1;
  }),
);

/**
 * The entry fee is taken without checking the balance: a subscriber who cannot pay is registered and
 * left with a negative balance. The mock cannot hold one, so the proxy keeps the debt: it registers with
 * the balance raised to the fee, and shows every balance of that subscriber less the debt afterwards.
 */
function takesFeesItCannotHave(): Deviation {
  const debts = new Map<string, number>();
  const exclusive = oneAtATime();
  const lessDebt = (answer: Answer, msisdn: string | undefined): Answer => {
    const debt = msisdn ? (debts.get(msisdn) ?? 0) : 0;
    if (debt === 0 || answer.status !== 200) return answer;
    return editJson(answer, (json) => {
      if (typeof json.credits === 'number') json.credits -= debt;
      const data = json.data as Record<string, unknown> | undefined;
      if (typeof data?.credits === 'number') data.credits -= debt;
    });
  };
  return {
    answer: (request, answer, send) =>
      exclusive(async () => {
        const msisdn = subscriberOf(request);
        if (!isCall(request, 'POST', '/v1/tournament/entry/checkin') || answer.status !== 409 || !msisdn)
          return lessDebt(answer, msisdn);
        if (jsonOf<{ code?: string }>(answer.body).code !== 'INSUFFICIENT_CREDITS') return answer;
        const balance = await balanceOf(send, request);
        const fee = await feeOf(send, request, jsonOf<{ id: string }>(request.body).id);
        await setBalance(send, msisdn, fee);
        const registered = await send(request);
        if (registered.status === 200) debts.set(msisdn, (debts.get(msisdn) ?? 0) + fee - balance);
        return lessDebt(registered, msisdn);
      }),
  };
}

/**
 * The daily claim checks "claimed today?" and credits in two steps, not one transaction: claims sent at
 * once all pass the check, and each is credited. The proxy reads the streak before the claim (the check,
 * slow enough for the others to pass it too) and credits each claim the mock refused after a passed check.
 */
function racesTheDailyClaim(): Deviation {
  const checked = new Map<Forwarded, { unclaimed: boolean; amount: number; day: number }>();
  const exclusive = oneAtATime();
  return {
    async request(request, send) {
      if (!isCall(request, 'POST', '/v1/update-daily-streak')) return request;
      const streak = (await read(send, request, '/v1/active-streak')).data as {
        rewardClaimed: boolean;
        amount_to_claim: number;
        streak_to_claim: number;
      };
      checked.set(request, {
        unclaimed: !streak.rewardClaimed,
        amount: streak.amount_to_claim,
        day: streak.streak_to_claim,
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      return request;
    },
    answer: (request, answer, send) => {
      const check = checked.get(request);
      checked.delete(request);
      const msisdn = subscriberOf(request);
      if (!check?.unclaimed || answer.status !== 409 || !msisdn) return answer;
      return exclusive(async () => {
        const credits = (await balanceOf(send, request)) + check.amount;
        await setBalance(send, msisdn, credits);
        const data = { credits_awarded: check.amount, active_streak: check.day, credits };
        return jsonAnswer(200, { success: true, message: 'Daily reward claimed', data });
      });
    },
  };
}

interface Registration {
  request: Forwarded;
  answer: Answer;
  send: (request: Forwarded) => Promise<Answer>;
  msisdn: string;
  /** The answer said already_submited. */
  repeat: boolean;
  fee: number;
}

/** A deviation of the registrations the mock accepted (200), one at a time. */
function onRegistration(change: (r: Registration) => Promise<Answer>): Deviation {
  const exclusive = oneAtATime();
  return {
    answer: (request, answer, send) =>
      exclusive(async () => {
        const msisdn = subscriberOf(request);
        if (!isCall(request, 'POST', '/v1/tournament/entry/checkin') || answer.status !== 200 || !msisdn)
          return answer;
        const repeat = jsonOf<{ data: { already_submited: boolean } }>(answer.body).data.already_submited;
        const fee = await feeOf(send, request, jsonOf<{ id: string }>(request.body).id);
        return change({ request, answer, send, msisdn, repeat, fee });
      }),
  };
}

/** Takes the fee once more (as far as the balance goes); answers the balance the backend then shows. */
async function takeFeeAgain({ request, send, msisdn, fee }: Registration): Promise<number> {
  const credits = (await balanceOf(send, request)) - fee;
  await setBalance(send, msisdn, Math.max(0, credits));
  return credits;
}

/** A new paid registration takes the entry fee twice. */
const takesTheFeeTwice = () =>
  onRegistration(async (r) => {
    if (r.repeat || r.fee === 0) return r.answer;
    const credits = await takeFeeAgain(r);
    return editJson(r.answer, (json) => ((json.data as { credits: number }).credits = credits));
  });

/** A second registration is not seen as one: it registers again and takes the fee again. */
const registersTwice = () =>
  onRegistration(async (r) => {
    if (!r.repeat) return r.answer;
    const data = { already_submited: false, credits: await takeFeeAgain(r) };
    return jsonAnswer(200, { success: true, message: 'Successfully registered', data });
  });

/**
 * Level 25 is replayed once every level is passed (the rule before decision 0101's end): next_level stays
 * 25, entering it again is accepted and a replay pays nothing. The proxy plays the replays the mock
 * rightly refuses.
 */
function replaysTheLastLevel(): Deviation {
  const last = AIM_TRAIN_LEVEL_REWARDS.length;
  const lastReward = AIM_TRAIN_LEVEL_REWARDS[last - 1];
  let replaying = false;
  return {
    async answer(request, answer, send) {
      if (isCall(request, 'GET', '/v1/esl-games/check') && answer.status === 200) {
        return editJson(answer, (json) => {
          for (const game of (json.data as { eslgames: Record<string, unknown>[] }).eslgames)
            if (game.next_level === null)
              Object.assign(game, { next_level: last, level_credits: lastReward });
        });
      }
      if (isCall(request, 'POST', '/v1/esl-games/exit')) replaying = false;
      if (request.method !== 'POST' || answer.status !== 409) return answer;
      const asked = jsonOf<{ game_unique_id: string; game_level: number; level_credits?: number }>(
        request.body,
      );
      if (asked.game_level !== last) return answer;
      if (isCall(request, 'POST', '/v1/esl-games/enter') && asked.level_credits === lastReward) {
        replaying = true;
        const data = { game_unique_id: asked.game_unique_id, game_level: last, level_credits: lastReward };
        return jsonAnswer(200, { success: true, message: 'Level started', data });
      }
      if (isCall(request, 'POST', '/v1/esl-games/result') && replaying) {
        replaying = false;
        const data = { credits_awarded: 0, next_level: last, credits: await balanceOf(send, request) };
        return jsonAnswer(200, { success: true, message: 'Level replayed', data });
      }
      return answer;
    },
  };
}

/** One operation crashes with the web framework's HTML error page: a live backend's bug, not an outage. */
const htmlErrorPage = onAnswer('GET', '/v1/tournaments/all', () => ({
  status: 500,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(
    '<!DOCTYPE html><html><body><pre>TypeError: Cannot read properties of undefined</pre></body></html>',
  ),
}));

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
    name: 'credits each of claims sent at once (a check, then a credit)',
    deviation: racesTheDailyClaim(),
    rule: 'checkin-once',
    operationId: 'updateDailyStreak',
    suites: ['behaviour'],
    options: { scenarios: ['checkin-once'] },
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
    options: { scenarios: ['game-challenge'] },
  }),
  () => ({
    name: 'accepts a redemption the subscriber cannot afford',
    deviation: redeemsUnaffordable(),
    rule: 'redeem-affordable',
    operationId: 'redeemItem',
    suites: ['behaviour'],
    options: { scenarios: ['spend-once'] },
  }),
  () => ({
    name: 'reports credits the balance does not have',
    deviation: reportsWrongCredits,
    rule: 'credits-reported',
    operationId: 'updateDailyStreak',
    suites: ['behaviour'],
    options: { scenarios: ['checkin-once'] },
  }),
  () => ({
    name: 'takes an entry fee the subscriber cannot pay, leaving a negative balance',
    deviation: takesFeesItCannotHave(),
    rule: 'balance-non-negative',
    operationId: 'getProfile',
    suites: ['behaviour'],
    options: { scenarios: ['registration-rules'] },
  }),
  () => ({
    name: 'registers a subscriber who cannot pay the entry fee',
    deviation: takesFeesItCannotHave(),
    rule: 'registration-rules',
    operationId: 'tournamentCheckin',
    suites: ['behaviour'],
    options: { scenarios: ['registration-rules'] },
  }),
  () => ({
    name: 'takes the entry fee twice',
    deviation: takesTheFeeTwice(),
    rule: 'registration-rules',
    operationId: 'tournamentCheckin',
    suites: ['behaviour'],
    options: { scenarios: ['registration-rules'] },
  }),
  () => ({
    name: 'registers a second time (and takes the fee again)',
    deviation: registersTwice(),
    rule: 'registration-rules',
    operationId: 'tournamentCheckin',
    suites: ['behaviour'],
    options: { scenarios: ['registration-rules'] },
  }),
  () => ({
    name: 'replays level 25 once every level is passed',
    deviation: replaysTheLastLevel(),
    rule: 'level-order',
    operationId: 'submitEslGameResult',
    suites: ['behaviour'],
    options: { scenarios: ['level-order'] },
    setup: (session) => passLevels(session, SEEDED.newTrial, AIM_TRAIN_LEVEL_REWARDS.length),
  }),
  () => ({
    name: "crashes on one operation with the web framework's HTML error page",
    deviation: htmlErrorPage,
    rule: 'server-error',
    operationId: 'listTournaments',
    suites: ['shape'],
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
