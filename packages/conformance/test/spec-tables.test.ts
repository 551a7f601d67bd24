import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AIM_TRAIN_GAME,
  AIM_TRAIN_MAX_LEVEL,
  REWARDS,
  aimTrainLevelCredits,
  aimTrainMinPassMs,
  entryFeeLabel,
  isGamenowReferrer,
  registrationRequirements,
  rewardByItemNumber,
  streakRewardForDay,
  rewardName,
} from '@esr/domain';
import { describe, expect, it } from 'vitest';
import {
  AIM_TRAIN_GAME_ID,
  AIM_TRAIN_LEVEL_REWARDS,
  AIM_TRAIN_MIN_PASS_MS,
  REWARD_COSTS,
  entryFeeCredits,
  isPartnerReferrer,
  registrationNeeds,
  rewardItem,
  streakCreditsForDay,
} from '../src/spec-tables';

// The kit's copy of the spec's tables (src/spec-tables.ts) against the domain's, the rules the web app and
// the mock run. The test may import the domain; the kit's code may not (an independent oracle).

describe("the kit's own spec tables", () => {
  it('never import @esr/domain from the kit itself', () => {
    const src = join(import.meta.dirname, '..', 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const importing = files.filter((f) => /from '@esr\/domain'/.test(readFileSync(join(src, f), 'utf8')));
    expect(importing).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('@esr/domain');
  });

  it('agree with the domain on the streak credits of the first hundred days', () => {
    for (let day = 1; day <= 100; day += 1)
      expect(streakCreditsForDay(day), `day ${day}`).toBe(streakRewardForDay(day));
  });

  it('agree on the Aim Train game, its rewards and its minimum play times', () => {
    expect(AIM_TRAIN_GAME_ID).toBe(AIM_TRAIN_GAME.gameId);
    expect(AIM_TRAIN_LEVEL_REWARDS).toHaveLength(AIM_TRAIN_MAX_LEVEL);
    AIM_TRAIN_LEVEL_REWARDS.forEach((credits, i) => {
      expect(credits, `level ${i + 1}`).toBe(aimTrainLevelCredits(i + 1));
      expect(AIM_TRAIN_MIN_PASS_MS[i], `level ${i + 1}`).toBe(aimTrainMinPassMs(i + 1));
    });
  });

  it('agree on the reward catalogue: names, costs and item numbers', () => {
    expect(REWARD_COSTS).toHaveLength(REWARDS.length);
    REWARD_COSTS.forEach((reward, i) => {
      const domain = rewardByItemNumber(rewardItem(i));
      expect({ name: domain && rewardName(domain), credits: domain?.credits }).toEqual(reward);
    });
  });

  it('agree on the registration rules and the entry fee a registration spends', () => {
    for (const UIDCheck of [0, 1, '1', null])
      for (const tourn_type of ['Credits', 'Cash', null]) {
        expect(registrationNeeds({ UIDCheck, tourn_type })).toEqual(
          registrationRequirements({ UIDCheck, tourn_type }),
        );
      }
    for (const t of [
      { isEntryFree: 1, entryFee: 500 },
      { isEntryFree: 0, entryFee: 500 },
      { isEntryFree: 0, entryFee: 0 },
      { isEntryFree: 0, entryFee: null },
    ]) {
      const fee = entryFeeCredits(t);
      const label = entryFeeLabel(t);
      // The domain labels what the fee spends: 'Free Entry' or 'N/A' spend nothing, 'N Credits' spend N.
      expect(fee > 0 ? label : 'no fee', JSON.stringify(t)).toBe(fee > 0 ? `${fee} Credits` : 'no fee');
      if (fee === 0) expect(label).not.toMatch(/^\d+ Credits$/);
    }
  });

  it('agree on who is a gamenow partner: the referrer equals gamenow, exactly', () => {
    for (const refferer of ['gamenow', 'GameNow', ' gamenow', 'gamenow ', '', null, undefined])
      expect(isPartnerReferrer(refferer), String(refferer)).toBe(isGamenowReferrer(refferer));
    expect(isPartnerReferrer('gamenow')).toBe(true);
  });
});
