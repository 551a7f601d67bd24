// A reward's name as the spec writes it (English): what the server answers and takes back (redeem-item's
// `item`). Apart from rewards.ts so that a client showing the catalogue's texts does not carry it.
import itemNames from './locales/en/items.json';
import type { Reward } from './rewards';

/** The spec's name of `reward` (English, locales/en/items.json). */
export function rewardName(reward: Pick<Reward, 'nameId'>): string {
  return itemNames[reward.nameId];
}
