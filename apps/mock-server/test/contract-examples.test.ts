import { SEEDED } from '@esr/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repoRoot } from '../src/config';
import { loadContract } from '../src/contract/operations';
import { examplePairs } from '@esr/contract/examples';
import { PNG, multipart, server } from './harness';

/**
 * Replays every request example of openapi/openapi.yaml against a fresh mock world and expects the
 * status of the response example of the same name, its pair (docs/decisions/1040-contract-tools.md);
 * a 2xx answer must also have that example's shape.
 */

type Json = Record<string, unknown>;
type S = Awaited<ReturnType<typeof server>>;

/** The day the examples' dates name (challenge ids such as 'pubg-daily-b:2026-11-24'). */
const EXAMPLES_NOW = '2026-11-24T07:00:00Z';

const doc = YAML.parse(readFileSync(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8')) as Json;
const contract = loadContract();
const pairs = examplePairs(doc);

interface Example {
  summary?: string;
  value: unknown;
}

interface Scenario {
  /** Who sends it (default: Sana Khan, an active subscriber with 30000 credits). */
  as?: string;
  /** The referrer the sender's token was asked with ('gamenow' makes a gn = 1 token). */
  refferer?: string;
  /** State the example needs, set up through the API or the control API; may return body fields to replace. */
  before?: (s: S) => Promise<Json | void>;
}

const aimTrainLevel1 = {
  game_unique_id: 'aim_train_001',
  game_name: 'Aim Train',
  game_level: 1,
  level_credits: 30,
};
/** Enters Aim Train level 1, then lets the level's play time pass on the mock clock (a pass sooner is refused). */
const playAimTrainLevel1 = async (s: S) => {
  await s.as(SEEDED.withStreak, 'POST', '/v1/esl-games/enter', aimTrainLevel1);
  await s.control('POST', '/clock', { advanceDays: 60 / 86_400 });
};

/** What an example needs beyond a fresh world, by operationId/example name (the rest need nothing). */
const SCENARIOS: Record<string, Scenario> = {
  'updateDailyStreak/already-claimed': {
    before: (s) => s.as(SEEDED.withStreak, 'POST', '/v1/update-daily-streak', {}).then(() => {}),
  },
  'selectDailyGame/ali-picks-pubg': { as: SEEDED.newTrial },
  'submitDailyEntry/submitted-already': {
    before: async (s) =>
      void (await send(
        s,
        'submitDailyEntry',
        exampleOf('submitDailyEntry', 'submitted-already'),
        SEEDED.withStreak,
      )),
  },
  'tournamentCheckin/registered-already': {
    before: async (s) =>
      void (await send(
        s,
        'tournamentCheckin',
        exampleOf('tournamentCheckin', 'registered-already'),
        SEEDED.withStreak,
      )),
  },
  'submitEslGameResult/level-1-passed': { before: playAimTrainLevel1 },
  'submitEslGameResult/level-1-failed': { before: playAimTrainLevel1 },
  'redeemItem/not-enough-credits': { as: SEEDED.newTrial },
  // The redeem-claim examples' uuid is Sana's pending redemption in the default seed.
  'redeemClaim/confirmed-already': {
    before: (s) =>
      s
        .as(
          SEEDED.withStreak,
          'POST',
          '/v1/redeem-claim',
          exampleOf('redeemClaim', 'confirm-headphone') as Json,
        )
        .then(() => {}),
  },
  'gamenowNotify/jazz-number': { as: SEEDED.gamenow, refferer: 'gamenow' },
};

interface Operation {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  op: Json;
}

const operations: Operation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
  (['get', 'post'] as const)
    .filter((method) => item[method])
    .map((method) => {
      const op = item[method] as Json;
      return { id: String(op.operationId), method: method.toUpperCase() as 'GET' | 'POST', path, op };
    }),
);
const operation = (id: string) => operations.find((o) => o.id === id)!;

/** The request examples of an operation: its body's, or its query parameters'. */
function requestExamples({ op }: Operation): [string, Example][] {
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const fromBody = Object.values(body ?? {}).flatMap((media) =>
    Object.entries((media.examples ?? {}) as Record<string, Example>),
  );
  const fromParameters = ((op.parameters ?? []) as Json[]).flatMap((parameter) =>
    Object.entries((parameter.examples ?? {}) as Record<string, Example>).map(
      ([name, example]): [string, Example] => [
        name,
        { ...example, value: { [String(parameter.name)]: example.value } },
      ],
    ),
  );
  return [...fromBody, ...fromParameters];
}

const exampleOf = (id: string, name: string) =>
  requestExamples(operation(id)).find(([n]) => n === name)?.[1].value;

/** The response examples of one status, following a `$ref` to a component response. */
function responseExamples({ op }: Operation, status: number): Record<string, Example> {
  let response = (op.responses as Record<string, Json>)[String(status)] ?? {};
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop()!;
    response = ((doc.components as Json).responses as Record<string, Json>)[name]!;
  }
  const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
  return (media?.examples ?? {}) as Record<string, Example>;
}

/** Sends an example's value as the operation's body (JSON or multipart) or query string. */
async function send(
  s: S,
  id: string,
  value: unknown,
  msisdn: string,
  refferer: string | null = null,
): Promise<LightMyRequestResponse> {
  const { method, path, op } = operation(id);
  const url = `/api${path}`;
  const authorization = `Bearer ${await s.token(msisdn, refferer)}`;
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  if (content['multipart/form-data']) {
    // A binary field's example value is the file's name: the replay sends a real PNG under it.
    const schema = content['multipart/form-data'].schema as Json;
    const properties = ((doc.components as Json).schemas as Record<string, Json>)[
      String(schema.$ref).split('/').pop()!
    ]!.properties as Record<string, Json>;
    const fields: Record<string, string> = {};
    let file: Parameters<typeof multipart>[1];
    for (const [name, field] of Object.entries(value as Record<string, string>)) {
      if (properties[name]?.format === 'binary')
        file = { field: name, name: field, type: 'image/png', data: PNG };
      else fields[name] = field;
    }
    const body = multipart(fields, file);
    return s.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, authorization } });
  }
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.entries((value ?? {}) as Json).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return s.app.inject({
      method,
      url: `${url}${query.size ? `?${query}` : ''}`,
      headers: { authorization },
    });
  }
  return s.app.inject({ method, url, headers: { authorization }, payload: value as object });
}

/** The key paths of a JSON value (array items merged): its shape, whatever the values. */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => shape(item, `${prefix}[]`)))].sort();
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .flatMap(([key, child]) => [`${prefix}.${key}`, ...shape(child, `${prefix}.${key}`)])
    .sort();
}

/** A fresh world on the examples' day: the default seed laid relative to that clock. */
async function world(): Promise<S> {
  const s = await server();
  expect((await s.control('POST', '/clock', { now: EXAMPLES_NOW })).statusCode).toBe(200);
  expect((await s.control('POST', '/reset', {})).statusCode).toBe(200);
  return s;
}

function expectOnContract(id: string, response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const validate = contract.byId.get(id)?.responses.get(status)?.validate;
  expect(validate?.(response.json()), JSON.stringify(validate?.errors)).toBe(true);
}

const cases = operations.flatMap((o) =>
  requestExamples(o).map(([name, example]) => [o.id, name, example] as const),
);
const bodyless = operations.filter(
  (o) => o.op.requestBody === undefined && !(o.op.parameters as unknown[] | undefined)?.length,
);

describe('the contract examples, replayed against a fresh mock world', () => {
  it('has a request example for every operation that takes a body or parameters', () => {
    const without = operations
      .filter((o) => !bodyless.includes(o) && requestExamples(o).length === 0)
      .map((o) => o.id);
    expect(without).toEqual([]);
  });

  it.each(cases)('%s %s answers the status of its paired response example', async (id, name, example) => {
    const status = pairs.find((p) => p.operationId === id && p.name === name)?.status;
    expect(status, `${id} ${name} has no response example of its name`).toBeDefined();
    const scenario = SCENARIOS[`${id}/${name}`] ?? {};
    const s = await world();
    const replaced = (await scenario.before?.(s)) ?? {};
    const value = Object.keys(replaced).length ? { ...(example.value as Json), ...replaced } : example.value;
    const response = await send(s, id, value, scenario.as ?? SEEDED.withStreak, scenario.refferer);
    expectOnContract(id, response, status!);
    const paired = responseExamples(operation(id), status!)[name];
    if (paired && status! < 300) expect(shape(response.json())).toEqual(shape(paired.value));
  });

  it.each(bodyless.map((o) => [o.id]))(
    '%s (no input) answers 200 in the shape of its examples',
    async (id) => {
      const s = await world();
      const response = await send(s, id, undefined, SEEDED.withStreak);
      expectOnContract(id, response, 200);
      const examples = Object.values(responseExamples(operation(id), 200));
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(shape(response.json())).toEqual(shape(example.value));
    },
  );
});
