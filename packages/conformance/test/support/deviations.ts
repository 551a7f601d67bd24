import type { RuleId, SuiteName } from '../../src/model';
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
