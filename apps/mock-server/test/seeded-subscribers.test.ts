import { REWARDS } from '@esr/domain';
import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { loadSeed } from '../src/store/seed/read-seed';

// Every test suite signs in as the default seed's subscribers through @esr/test-support's SEEDED:
// the numbers are written there once, and here the seed is held to what their names promise.

const seeded = (msisdn: string) => loadSeed('default').subscribers.find((s) => s.msisdn === msisdn);

describe("the default seed's subscribers, as SEEDED names them", () => {
  it('newTrial is a trial with no credits, no streak and no daily game', () => {
    expect(seeded(SEEDED.newTrial)).toMatchObject({ status: 'trial', credits: 0 });
    expect(seeded(SEEDED.newTrial)?.streakDays ?? 0).toBe(0);
    expect(seeded(SEEDED.newTrial)?.dailyGameId).toBeUndefined();
  });

  it("withStreak is active, with a streak, a daily game and a headphone's worth of credits", () => {
    const headphone = REWARDS.find((r) => r.thumbnail === 'asus-rog-headphone.svg')!;
    expect(seeded(SEEDED.withStreak)).toMatchObject({
      status: 'active',
      streakDays: 3,
      dailyGameId: 'pubg-mobile',
    });
    expect(seeded(SEEDED.withStreak)?.credits).toBeGreaterThanOrEqual(headphone.credits);
  });

  it('unsubscribed is unsubscribed, and gamenow an active subscriber', () => {
    expect(seeded(SEEDED.unsubscribed)?.status).toBe('unsubscribed');
    expect(seeded(SEEDED.gamenow)?.status).toBe('active');
  });
});
