import { AIM_TRAIN_GAME, aimTrainLevelCredits, streakDateKey, streakRewardForDay } from '@esr/domain';
import { expect } from 'vitest';
import type { Store } from '../../src/worlds/world-store';
import { SEED_STREAK, SUBSCRIBERS } from './earning-commands';

interface LedgerRow {
  msisdn: string;
  amount: number;
  kind: string;
  ref: string;
  created_at: number;
}

/** The invariant, checked against the database itself. */
export function checkInvariant(store: Store): void {
  for (const msisdn of SUBSCRIBERS) {
    expect(store.balance(msisdn), `${msisdn} balance = ledger`).toBe(store.ledgerSum(msisdn));
    expect(store.balance(msisdn), `${msisdn} balance >= 0`).toBeGreaterThanOrEqual(0);
  }
  const rows = store.db
    .prepare('SELECT msisdn, amount, kind, ref, created_at FROM ledger WHERE amount > 0 ORDER BY id')
    .all() as LedgerRow[];
  const prizes = new Map(
    (
      store.db.prepare('SELECT challenge_id, prize, archived, game_id FROM game_challenges').all() as {
        challenge_id: string;
        prize: number;
        archived: number;
        game_id: string;
      }[]
    ).map((c) => [c.challenge_id, c]),
  );
  const maxDailyPrize = (
    store.db.prepare('SELECT MAX(prize) AS p FROM daily_templates').get() as { p: number }
  ).p;
  const perDay = new Map<string, { daily: number; dailyCredits: number; streak: number }>();
  const streakClaims = new Map<string, number>();
  const once = new Set<string>();
  for (const row of rows) {
    const day = `${row.msisdn} ${streakDateKey(row.created_at)}`;
    const today = perDay.get(day) ?? { daily: 0, dailyCredits: 0, streak: 0 };
    perDay.set(day, today);
    const what = `${row.msisdn} ${row.kind} ${row.ref}`;
    if (row.kind === 'daily-task') {
      today.daily += 1;
      today.dailyCredits += row.amount;
    } else if (row.kind === 'streak') {
      today.streak += 1;
      const claim = (streakClaims.get(row.msisdn) ?? 0) + 1;
      streakClaims.set(row.msisdn, claim);
      expect(row.amount, what).toBeLessThanOrEqual(
        streakRewardForDay((SEED_STREAK[row.msisdn] ?? 0) + claim),
      );
    } else if (row.kind === 'challenge') {
      const challenge = prizes.get(row.ref);
      expect(challenge && !challenge.archived && challenge.game_id !== AIM_TRAIN_GAME.gameId, what).toBe(
        true,
      );
      expect(row.amount, what).toBe(challenge?.prize);
    } else if (row.kind === 'esl-level') {
      const level = Number(row.ref.split(':')[1]);
      expect(row.amount, what).toBe(aimTrainLevelCredits(level));
    } else {
      expect(['seed', 'adjustment'], what).toContain(row.kind);
    }
    if (row.kind !== 'adjustment') {
      expect(once.has(what), `${what} paid twice`).toBe(false);
      once.add(what);
    }
  }
  for (const [day, earned] of perDay) {
    expect(earned.daily, `${day}: daily tasks paid`).toBeLessThanOrEqual(1);
    expect(earned.dailyCredits, `${day}: daily-task credits`).toBeLessThanOrEqual(maxDailyPrize);
    expect(earned.streak, `${day}: streak claims paid`).toBeLessThanOrEqual(1);
  }
}
