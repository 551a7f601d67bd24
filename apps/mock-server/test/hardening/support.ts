import { SEEDED } from '@esr/test-support';
import { existsSync, readdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { repoRoot } from '../../src/config';
import type { Db } from '../../src/store/database';
import { PNG } from '../harness';

/** Every table that holds a subscriber's state: what a refused request must leave as it was. */
export const STATE_TABLES = [
  'subscribers',
  'ledger',
  'daily_entries',
  'challenge_entries',
  'tournament_entries',
  'esl_progress',
  'redemptions',
  'partner_notifications',
  'settings',
] as const;

/** The whole state of a database (and its uploads directory), comparable with toEqual. */
export function snapshot(db: Db, uploadsDir?: string): Record<string, unknown> {
  const tables = Object.fromEntries(
    STATE_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );
  const uploads = uploadsDir && existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
  return { ...tables, uploads };
}

/** The rows of one subscriber in every state table. */
export function subscriberState(db: Db, msisdn: string): Record<string, unknown> {
  return Object.fromEntries(
    STATE_TABLES.filter((t) => t !== 'settings').map((table) => [
      table,
      db.prepare(`SELECT * FROM ${table} WHERE msisdn = ? ORDER BY rowid`).all(msisdn),
    ]),
  );
}

/** Subscribers whose balance is not the sum of their ledger rows, or is negative. */
export function ledgerMismatches(db: Db): unknown[] {
  return db
    .prepare(
      `SELECT s.msisdn, s.balance, (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.msisdn = s.msisdn) AS total
         FROM subscribers s WHERE s.balance <> total OR s.balance < 0`,
    )
    .all();
}

type Json = Record<string, unknown>;

export interface ContractField {
  name: string;
  schema: Json;
  required: boolean;
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** Under /api. */
  url: string;
  secured: boolean;
  bodyKind: 'json' | 'multipart' | 'none';
  /** The request body's properties (JSON or multipart), or the query parameters. */
  fields: ContractField[];
  query: ContractField[];
}

/** The operations of openapi/openapi.yaml, read independently of the server's own loader. */
export function contractOperations(): ContractOperation[] {
  const doc = YAML.parse(readFileSync(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8')) as Json;
  const components = doc.components as Record<string, Record<string, Json>>;
  const deref = (value: Json): Json => {
    const ref = value.$ref;
    if (typeof ref !== 'string') return value;
    const [, , section, name] = ref.split('/');
    return deref(components[section!]![name!]!);
  };
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? (doc.security as unknown[]);
      const content = ((op.requestBody && deref(op.requestBody as Json).content) ?? {}) as Record<
        string,
        Json
      >;
      const kind = content['application/json']
        ? 'json'
        : content['multipart/form-data']
          ? 'multipart'
          : 'none';
      const schema =
        kind === 'none'
          ? {}
          : deref(content[kind === 'json' ? 'application/json' : 'multipart/form-data']!.schema as Json);
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const fields = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(
        ([name, value]) => ({ name, schema: deref(value), required: required.has(name) }),
      );
      const query = ((op.parameters as Json[] | undefined) ?? [])
        .map(deref)
        .filter((p) => p.in === 'query')
        .map((p) => ({
          name: p.name as string,
          schema: deref(p.schema as Json),
          required: p.required === true,
        }));
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as 'GET' | 'POST',
        url: `/api${path}`,
        secured: security.length > 0,
        bodyKind: kind,
        fields,
        query,
      });
    }
  }
  return operations;
}

/** Values of a JSON type the field's schema does not allow. */
export function wrongTypeValues(schema: Json): unknown[] {
  const types = new Set([schema.type].flat() as string[]);
  const values: unknown[] = [];
  if (!types.has('integer') && !types.has('number')) values.push(12345);
  if (!types.has('string')) values.push('12');
  if (!types.has('boolean')) values.push(true);
  if (!types.has('object')) values.push({ nested: 'x' });
  if (!types.has('array')) values.push(['x']);
  if (!types.has('null')) values.push(null);
  return values;
}

/** A call that satisfies each JSON operation's schema (checked below), the base of every mutation. */
export const VALID_JSON: Record<string, Record<string, unknown>> = {
  generateToken: { msisdn: SEEDED.withStreak, refferer: null },
  updateDailyStreak: {},
  selectDailyGame: { gameId: 'pubg-mobile' },
  getDailyChallenges: { gameId: 'pubg-mobile' },
  submitChallengeEntry: {
    entryImage: `data:image/png;base64,${PNG.toString('base64')}`,
    gameId: 'pubg-mobile',
    challengeId: 'pubg-c1',
  },
  listChallengeGames: {},
  getGameChallenges: { id: 'pubg-mobile' },
  listCompletedTasks: {},
  viewTournament: { id: 't-pubg-weekly' },
  tournamentCheckin: { id: 't-pubg-weekly', pubg_id: '5123', pubg_nick: 'sana', userEmail: '' },
  enterEslGame: { game_unique_id: 'aim_train_001', game_name: 'Aim Train', game_level: 1, level_credits: 10 },
  submitEslGameResult: { game_unique_id: 'aim_train_001', game_level: 1, is_passed: '1' },
  exitEslGame: { game_unique_id: 'aim_train_001' },
  listGameVideos: { gameId: 'pubg-mobile' },
  redeemItem: { item: 2 },
  redeemClaim: {
    item: 2,
    uuid: '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c',
    name: 'Sana',
    email: 'sana@example.pk',
    phone: SEEDED.withStreak,
  },
  gamenowNotify: { msisdn: '923001112233' },
  reportFieldVitals: {
    page: '/',
    connection: '4g',
    metrics: [{ name: 'LCP', value: 1200, rating: 'good', navigation: 'navigate' }],
  },
};
