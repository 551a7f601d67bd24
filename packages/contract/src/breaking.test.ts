import { describe, expect, it } from 'vitest';
import { compareContracts, formatChangelog } from './breaking';
import { contract, edited, schemas, type Doc } from './testing/edited-contract';

// The contract's own version and the ones a release after it would take.
const version = (contract.info as { version: string }).version;
const major = Number(version.split('.')[0]);
const nextMajor = `${major + 1}.0.0`;
const nextMinor = `${major}.1.0`;

const BREAKING: [string, (doc: Doc) => void, string][] = [
  [
    'a removed response field',
    (d) => {
      delete schemas(d).Tournament.properties.banner;
      schemas(d).Tournament.required = schemas(d).Tournament.required.filter((f: string) => f !== 'banner');
    },
    'GET /v1/tournaments/all, response 200: data[].banner: removed',
  ],
  [
    'a removed operation',
    (d) => delete d.paths['/v1/esl-games/exit'],
    'POST /v1/esl-games/exit, operation: removed',
  ],
  [
    'a narrowed request type',
    (d) => (schemas(d).TokenRequest.properties.refferer.type = 'string'),
    `POST /v1/jt/gen, request body: refferer type: ["string","null"] -> 'string'`,
  ],
  [
    'a response field that becomes nullable',
    (d) => (schemas(d).Tournament.properties.tourn_name.type = ['string', 'null']),
    `GET /v1/tournaments/all, response 200: data[].tourn_name type: 'string' -> ["string","null"]`,
  ],
  [
    'a new required request field',
    (d) => {
      schemas(d).RedeemItemRequest.properties.quantity = { type: 'integer' };
      schemas(d).RedeemItemRequest.required.push('quantity');
    },
    `POST /v1/redeem-item, request body: required: added 'quantity'`,
  ],
  [
    'a removed enum value',
    (d) => (schemas(d).EslResultRequest.properties.is_passed.enum = ['1']),
    `POST /v1/esl-games/result, request body: is_passed enum: removed '0'`,
  ],
  [
    'a removed documented status',
    (d) => delete d.paths['/v1/redeem-item'].post.responses['409'],
    'POST /v1/redeem-item, response 409: removed',
  ],
  [
    'a parameter that becomes required',
    (d) => (d.paths['/leaderboard'].get.parameters[0].required = true),
    'GET /leaderboard, parameter query limit: required: added true',
  ],
];

const COMPATIBLE: [string, (doc: Doc) => void][] = [
  [
    'a new optional request field',
    (d) => (schemas(d).RedeemItemRequest.properties.note = { type: 'string' }),
  ],
  [
    'a new documented status',
    (d) =>
      (d.paths['/v1/redeem-claim'].post.responses['413'] = {
        $ref: '#/components/responses/PayloadTooLarge',
      }),
  ],
  [
    'a new operation',
    (d) => (d.paths['/v1/esl-games/leave'] = structuredClone(d.paths['/v1/esl-games/exit'])),
  ],
  [
    'a request type widened',
    (d) => (schemas(d).TokenRequest.properties.msisdn = { type: ['string', 'null'] }),
  ],
  ['a response type narrowed', (d) => (schemas(d).Tournament.properties.time.type = 'string')],
  ['a reworded mark', (d) => (schemas(d).Tournament.properties.game['x-designed'] = 'Reworded.')],
  [
    'a new example',
    (d) =>
      (d.paths['/v1/tournament/view'].post.requestBody.content['application/json'].examples['cod-night'] = {
        value: { id: 't-cod-night' },
      }),
  ],
  // OpenAPI 3.1 lets a $ref have siblings: a mark beside one is no change of the referenced schema.
  ['a mark beside a $ref', (d) => (schemas(d).Tournament.properties.banner['x-designed'] = 'Assumed.')],
];

describe('contract:diff, the breaking-change check', () => {
  it('finds nothing between a contract and itself', () => {
    const result = compareContracts(contract, structuredClone(contract));
    expect(result).toMatchObject({ changes: [], ok: true });
    expect(formatChangelog(result, 'main')).toMatch(/: none\.$/);
  });

  it.each(BREAKING)('fails on %s, naming it', (_name, edit, line) => {
    const result = compareContracts(contract, edited(edit));
    expect(result.ok).toBe(false);
    expect(result.breaking.map((c) => `${c.operation}, ${c.where}: ${c.what}`)).toContain(line);
    expect(formatChangelog(result, 'main')).toContain(
      `without a new major version: raise info.version's major number (${version} -> ${nextMajor})`,
    );
  });

  it.each(COMPATIBLE)('passes %s', (_name, edit) => {
    const result = compareContracts(contract, edited(edit));
    expect(result.changes.length).toBeGreaterThan(0);
    expect(result.breaking).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('lists the designed marks that changed, for the backend team', () => {
    const result = compareContracts(
      contract,
      edited((d) => {
        schemas(d).Tournament.properties.banner['x-designed'] = 'Assumed.';
        delete schemas(d).LeaderboardEntry.properties.rank['x-designed'];
      }),
    );
    expect(result.changes).toEqual([
      { kind: 'documentation', operation: 'Tournament.banner', where: 'x-designed', what: 'added' },
      { kind: 'documentation', operation: 'LeaderboardEntry.rank', where: 'x-designed', what: 'removed' },
    ]);
  });

  it('passes a breaking change released as a new major version, and still lists it', () => {
    const result = compareContracts(
      contract,
      edited((d) => {
        delete d.paths['/v1/esl-games/exit'];
        d.info.version = nextMajor;
      }),
    );
    expect(result).toMatchObject({ ok: true, majorRaised: true, versionAfter: nextMajor });
    expect(formatChangelog(result, 'main')).toContain(
      'Breaking (1):\n  - POST /v1/esl-games/exit, operation: removed',
    );
  });

  it('does not take a minor version for a major one', () => {
    const result = compareContracts(
      contract,
      edited((d) => {
        delete d.paths['/v1/esl-games/exit'];
        d.info.version = nextMinor;
      }),
    );
    expect(result.ok).toBe(false);
  });
});
