import { aimTrainLevelCredits, aimTrainMinPassMs } from '@esr/domain';
import { TEST_TOKEN_RATE_LIMIT } from '@esr/test-support';
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../server-process';
import { ledgerMismatches } from './support';

// The real server process (src/server.ts through tsx) on a data directory, under a write load from
// many subscribers at once, killed with SIGKILL in the middle of it and started again on the same
// directory: every write it had answered 2xx is there, each balance is its ledger's sum, and no
// change is half-made (a claimed redemption has its spend, a credited level its progress...).

const SUBSCRIBERS = 30;
const START_CREDITS = 1_000_000;
const ITEM = 7; // PUBG Mobile UC 300, 1000 credits
const ITEM_CREDITS = 1000;
const KILL_AFTER = 250; // 2xx writes before the kill; others are still in flight when it lands
const SECRET = 'crash-test-secret';
const AIM = 'aim_train_001';

const msisdnOf = (i: number) => `92399${String(i).padStart(7, '0')}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const start = (dataDir: string) =>
  startServer({
    MOCK_MODE: '1',
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    TOKEN_RATE_LIMIT: TEST_TOKEN_RATE_LIMIT,
  });

async function request(base: string, path: string, token: string | null, body?: unknown) {
  // The only GET of the load is the profile; every other call is a POST with a JSON body.
  const get = path === '/api/v1/user/profile';
  const response = await fetch(`${base}${path}`, {
    method: get ? 'GET' : 'POST',
    headers: {
      ...(get ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: get ? undefined : JSON.stringify(body ?? {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(null);
    else child.once('exit', resolve);
  });

/** What the server answered 2xx to, by subscriber. */
interface Acknowledged {
  streak: boolean;
  claims: string[];
  levels: number[];
}

describe('a server killed with SIGKILL under a write load', () => {
  it('keeps every write it answered 2xx, with balances equal to their ledgers and nothing half-written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esr-crash-'));
    dirs.push(dataDir);
    const first = await start(dataDir);

    const tokens: string[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      const made = await request(first.base, '/__mock/subscribers', null, {
        msisdn: msisdnOf(i),
        status: 'active',
        credits: START_CREDITS,
      });
      expect(made.status).toBe(200);
      const issued = await request(first.base, '/api/v1/jt/gen', null, {
        msisdn: msisdnOf(i),
        refferer: null,
      });
      tokens.push(issued.headers.get('access_token')!);
    }

    const acknowledged: Acknowledged[] = tokens.map(() => ({ streak: false, claims: [], levels: [] }));
    let answered = 0;
    let killed = false;
    const acknowledge = () => {
      answered += 1;
      if (answered >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };

    // Each subscriber: the daily claim, then redeem + confirm and Aim Train levels, until the kill.
    const load = tokens.map(async (token, i) => {
      const mine = acknowledged[i]!;
      try {
        if ((await request(first.base, '/api/v1/update-daily-streak', token)).status === 200) {
          mine.streak = true;
          acknowledge();
        }
        for (let level = 1; !killed && level <= 25; level += 1) {
          const item = await request(first.base, '/api/v1/redeem-item', token, { item: ITEM });
          if (item.status !== 200) throw new Error(`redeem-item ${item.status}`);
          const uuid = (item.body.data as { uuid: string }).uuid;
          const claim = {
            item: ITEM,
            uuid,
            name: 'Crash Test',
            email: 'crash@example.pk',
            phone: msisdnOf(i),
          };
          if ((await request(first.base, '/api/v1/redeem-claim', token, claim)).status === 200) {
            mine.claims.push(uuid);
            acknowledge();
          }
          const entered = await request(first.base, '/api/v1/esl-games/enter', token, {
            game_unique_id: AIM,
            game_name: 'Aim Train',
            game_level: level,
            level_credits: aimTrainLevelCredits(level),
          });
          if (entered.status !== 200) throw new Error(`enter ${entered.status}`);
          // The level's play time passes on the server's clock (a pass any sooner is refused).
          const days = aimTrainMinPassMs(level) / 86_400_000;
          await request(first.base, '/__mock/clock', null, { advanceDays: days });
          const result = { game_unique_id: AIM, game_level: level, is_passed: '1' };
          if ((await request(first.base, '/api/v1/esl-games/result', token, result)).status === 200) {
            mine.levels.push(level);
            acknowledge();
          }
        }
      } catch (error) {
        // Only the kill may interrupt the load.
        if (!killed) throw error;
      }
    });
    await Promise.all(load);
    expect(killed, 'the load ended before the kill: raise SUBSCRIBERS or lower KILL_AFTER').toBe(true);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    // Started again on the same directory: it answers, and every acknowledged write is visible.
    const second = await start(dataDir);
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      const token = (
        await request(second.base, '/api/v1/jt/gen', null, { msisdn: msisdnOf(i), refferer: null })
      ).headers.get('access_token')!;
      const profile = await request(second.base, '/api/v1/user/profile', token);
      expect(profile.status).toBe(200);
      expect(profile.body.items_redeemed as number).toBeGreaterThanOrEqual(acknowledged[i]!.claims.length);
      for (const uuid of acknowledged[i]!.claims) {
        // Confirming an acknowledged claim again is a repeat: it was stored as claimed.
        const again = await request(second.base, '/api/v1/redeem-claim', token, {
          item: ITEM,
          uuid,
          name: 'Crash Test',
          email: 'crash@example.pk',
          phone: msisdnOf(i),
        });
        expect(again.body.message).toBe('Redemption already confirmed');
      }
    }
    second.child.kill('SIGTERM');
    await exited(second.child);

    const db = new Database(join(dataDir, 'esports.db'), { readonly: true });
    try {
      expect(ledgerMismatches(db)).toEqual([]);
      const today = db.prepare("SELECT ref FROM ledger WHERE kind = 'streak' LIMIT 1").get() as
        { ref: string } | undefined;
      for (let i = 0; i < SUBSCRIBERS; i += 1) {
        const msisdn = msisdnOf(i);
        const mine = acknowledged[i]!;
        const rows = db.prepare('SELECT kind, ref, amount FROM ledger WHERE msisdn = ?').all(msisdn) as {
          kind: string;
          ref: string;
          amount: number;
        }[];
        const refs = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.ref);
        if (mine.streak) expect(refs('streak')).toHaveLength(1);
        expect(refs('redeem')).toEqual(expect.arrayContaining(mine.claims));
        expect(refs('esl-level')).toEqual(expect.arrayContaining(mine.levels.map((l) => `${AIM}:${l}`)));
        // Nothing half-written: spends match claimed redemptions, credited levels match progress,
        // a credited streak day matches the subscriber's streak record.
        const claimed = db
          .prepare("SELECT uuid FROM redemptions WHERE msisdn = ? AND status = 'claimed'")
          .all(msisdn)
          .map((r) => (r as { uuid: string }).uuid);
        expect([...claimed].sort()).toEqual([...refs('redeem')].sort());
        expect(rows.filter((r) => r.kind === 'redeem').every((r) => r.amount === -ITEM_CREDITS)).toBe(true);
        const progress = db
          .prepare('SELECT highest_passed FROM esl_progress WHERE msisdn = ? AND game_unique_id = ?')
          .get(msisdn, AIM) as { highest_passed: number } | undefined;
        expect(progress?.highest_passed ?? 0).toBe(refs('esl-level').length);
        const record = db.prepare('SELECT last_claim_date FROM subscribers WHERE msisdn = ?').get(msisdn) as {
          last_claim_date: string | null;
        };
        expect(record.last_claim_date).toBe(refs('streak').length === 1 ? today?.ref : null);
      }
    } finally {
      db.close();
    }
  }, 90_000);
});
