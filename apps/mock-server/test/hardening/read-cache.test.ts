import { SEEDED } from '@esr/test-support';
import { DAY_MS } from '@esr/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/store/database';
import { Store } from '../../src/worlds/world-store';

// The store's read cache (docs/decisions/0900) answers repeated reads without SQL until a write or
// until the answer's own time limit. These check that it is never stale: time alone (no write)
// moves a trial to expired and a streak to the next day, a rolled-back write is not remembered, and
// a cached answer cannot be changed by a caller.

function store() {
  const s = new Store(openDatabase(':memory:'));
  s.reset('default');
  return s;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the read cache', () => {
  it('ends a trial when its time is up, with no write in between', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = store();
    expect(s.subscriptionStatus(SEEDED.newTrial)).toBe('trial');
    expect(s.subscriptionStatus(SEEDED.newTrial)).toBe('trial');
    vi.setSystemTime(Date.now() + DAY_MS + 1000);
    expect(s.subscriptionStatus(SEEDED.newTrial)).toBe('expired');
  });

  it('moves the streak to the next day at midnight, with no write in between', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = store();
    s.streaks.claim(SEEDED.withStreak);
    const today = s.streaks.streak(SEEDED.withStreak);
    expect(today).toMatchObject({ rewardClaimed: true, active_day: 4 });
    expect(s.streaks.streak(SEEDED.withStreak)).toBe(today); // cached: the same object
    vi.setSystemTime(Date.now() + DAY_MS);
    expect(s.streaks.streak(SEEDED.withStreak)).toMatchObject({
      rewardClaimed: false,
      active_day: 5,
      active_streak: 4,
    });
  });

  it('forgets every answer after any write, and never keeps a read made inside a rolled-back transaction', () => {
    const s = store();
    const before = s.profiles.profile(SEEDED.withStreak);
    expect(before.credits).toBe(30000);
    s.putSubscriber(SEEDED.withStreak, 'active', 100);
    expect(s.profiles.profile(SEEDED.withStreak).credits).toBe(100);
    expect(() =>
      s.db.transaction(() => {
        s.db.prepare('UPDATE subscribers SET balance = 5 WHERE msisdn = ?').run(SEEDED.withStreak);
        s.db
          .prepare('INSERT INTO ledger (msisdn, amount, kind, ref, created_at) VALUES (?, -95, ?, ?, 0)')
          .run(SEEDED.withStreak, 'test', 'rolled-back');
        // Read inside the transaction: it sees the change that is about to be rolled back.
        expect(s.profiles.profile(SEEDED.withStreak).credits).toBe(5);
        throw new Error('roll back');
      })(),
    ).toThrow('roll back');
    expect(s.profiles.profile(SEEDED.withStreak).credits).toBe(100);
  });

  it('hands out frozen answers: a caller cannot change what the next request reads', () => {
    const s = store();
    const list = s.tournaments.list();
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => {
      (list[0] as { tourn_name: string }).tourn_name = 'changed';
    }).toThrow(TypeError);
    expect(s.tournaments.list()[0]?.tourn_name).not.toBe('changed');
  });
});
