import { describe, expect, it } from 'vitest';
import { rewardName } from './reward-names';
import { REWARD_THUMBNAILS, REWARDS, rewardByItemNumber, rewardItemNumber } from './rewards';

describe('REWARDS', () => {
  it('lists the catalogue in the spec order with its credit costs', () => {
    expect(REWARDS.map((r) => [rewardName(r), r.credits])).toEqual([
      ['Playstation 5', 130500],
      ['Asus ROG headphone', 24650],
      ['Edifier USB headset', 9860],
      ['Asus keyboard', 15225],
      ['Bloody mechanical keyboard', 7250],
      ['Asus ROG mouse', 13775],
      ['PUBG Mobile UC 300', 1000],
      ['PUBG Mobile UC 600', 2000],
      ['PUBG Mobile UC 1500', 4000],
      ['PUBG Mobile UC 3000', 6000],
      ['PUBG Mobile UC 6000', 14000],
      ['Fortnite V-Bucks 1000', 3000],
      ['Fortnite V-Bucks 2800', 4000],
      ['Fortnite V-Bucks 5000', 6000],
      ['Minecraft Minecoins 1720', 2000],
      ['Minecraft Minecoins 3500', 4000],
    ]);
  });

  it('says Information not available for every reward', () => {
    for (const r of REWARDS) expect(r.details).toBe('Information not available');
  });

  it('names each thumbnail as a kebab-case image file', () => {
    for (const r of REWARDS) expect(r.thumbnail).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
    expect(REWARDS[0]?.thumbnail).toBe('playstation-5.svg');
    expect(REWARD_THUMBNAILS).toHaveLength(9);
  });
});

describe('redeem item numbers', () => {
  it('is the catalogue index plus 1', () => {
    expect(rewardItemNumber(0)).toBe(1);
    expect(rewardItemNumber(15)).toBe(16);
  });

  it('finds the reward for items 1 to 16', () => {
    expect(rewardName(rewardByItemNumber(1)!)).toBe('Playstation 5');
    expect(rewardName(rewardByItemNumber(16)!)).toBe('Minecraft Minecoins 3500');
  });

  it('finds nothing outside the catalogue or for non-integers', () => {
    expect(rewardByItemNumber(0)).toBeUndefined();
    expect(rewardByItemNumber(17)).toBeUndefined();
    expect(rewardByItemNumber(-1)).toBeUndefined();
    expect(rewardByItemNumber(1.5)).toBeUndefined();
    expect(rewardByItemNumber(NaN)).toBeUndefined();
  });
});
