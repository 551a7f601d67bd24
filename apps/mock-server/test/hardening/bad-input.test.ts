import { SEEDED } from '@esr/test-support';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/operations';
import { SUBSCRIBER_RATE_LIMITS } from '../../src/plugins/rate-limit';
import { server } from '../harness';
import { jsonCases, queryCases } from './bad-input-cases';
import { multipartCases } from './bad-upload-cases';
import { VALID_JSON, contractOperations, snapshot } from './support';

// Every operation of the contract, fed inputs that break its schema: generated from
// openapi/openapi.yaml (wrong types, missing required fields, huge strings, broken formats, unknown
// fields and parameters, wrong content types, malformed and oversize bodies; for uploads: truncated
// multipart, fake PNGs, oversize images). Each must answer a 4xx whose message names the problem,
// never a 5xx, and leave the database and the uploads directory exactly as they were.

const operations = contractOperations();
/** Subscribers of the default seed who can get a token. */
const SUBSCRIBED = [
  SEEDED.withStreak,
  SEEDED.newTrial,
  SEEDED.gamenow,
  '923110000001',
  '923110000002',
  '923110000003',
];
const validators = loadContract().byId;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('bad input, generated from the contract', () => {
  it('starts every mutation from a call the contract accepts', () => {
    for (const op of operations.filter((o) => o.bodyKind === 'json')) {
      const validate = validators.get(op.operationId)?.validateBody;
      expect(VALID_JSON[op.operationId], `no valid body for ${op.operationId}`).toBeDefined();
      expect(
        validate?.(VALID_JSON[op.operationId]),
        `${op.operationId}: ${JSON.stringify(validate?.errors)}`,
      ).toBe(true);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers every broken input with a 4xx naming the problem and changes nothing',
    async (_id, op) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'esr-bad-input-'));
      dirs.push(dataDir);
      const s = await server({ dataDir });
      const cases = [
        ...(op.bodyKind === 'json' ? jsonCases(op) : op.bodyKind === 'multipart' ? multipartCases(op) : []),
        ...queryCases(op),
      ];
      expect(cases.length).toBeGreaterThan(0);
      // An operation limited per subscriber before its body is read (challenge/entry) takes that many
      // calls a minute from one subscriber, broken or not: the cases are shared out among seeded ones.
      const perSubscriber = SUBSCRIBER_RATE_LIMITS[op.operationId];
      const callers = perSubscriber?.beforeBody
        ? SUBSCRIBED.slice(0, Math.ceil(cases.length / perSubscriber.max))
        : [SEEDED.withStreak];
      const auths: Record<string, string>[] = [];
      for (const msisdn of callers) {
        auths.push(op.secured ? { authorization: `Bearer ${await s.token(msisdn)}` } : {});
      }
      const db = s.app.sessions.main.store.db;
      const before = snapshot(db, join(dataDir, 'uploads'));
      const wrong: string[] = [];
      for (const [i, c] of cases.entries()) {
        const response = await c.send(s, auths[i % auths.length]!);
        let message: unknown;
        try {
          message = (response.json() as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const status = response.statusCode;
        const statusOk = c.status === undefined ? status >= 400 && status < 500 : status === c.status;
        const messageOk =
          typeof message === 'string' &&
          message.trim() !== '' &&
          (c.message === undefined ||
            (typeof c.message === 'string' ? message.includes(c.message) : c.message.test(message)));
        if (!statusOk || !messageOk) {
          wrong.push(`${c.label}: ${status} ${response.body.slice(0, 200)}`);
        }
      }
      expect(wrong, `${op.operationId}\n${wrong.join('\n')}`).toEqual([]);
      expect(snapshot(db, join(dataDir, 'uploads'))).toEqual(before);
      // Nor the field figures' board, which lives outside the worlds.
      expect(s.app.fieldVitals.size().cells).toBe(0);
    },
  );
});
