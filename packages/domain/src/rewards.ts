// The static reward catalogue (spec section 3). Order matters: the redeem call sends the item number,
// which is the catalogue index plus 1, so never reorder or insert in the middle.

export interface Reward {
  readonly name: string;
  readonly credits: number;
  /** Image file name; the web app maps it to an asset. In-game currency packs share one image. */
  readonly thumbnail: string;
  readonly details: string;
}

export const REWARD_DETAILS_FALLBACK = 'Information not available';

const reward = (name: string, credits: number, thumbnail: string): Reward => ({
  name,
  credits,
  thumbnail,
  details: REWARD_DETAILS_FALLBACK,
});

export const REWARDS: readonly Reward[] = [
  reward('Playstation 5', 130500, 'playstation-5.svg'),
  reward('Asus ROG headphone', 24650, 'asus-rog-headphone.svg'),
  reward('Edifier USB headset', 9860, 'edifier-usb-headset.svg'),
  reward('Asus keyboard', 15225, 'asus-keyboard.svg'),
  reward('Bloody mechanical keyboard', 7250, 'bloody-mechanical-keyboard.svg'),
  reward('Asus ROG mouse', 13775, 'asus-rog-mouse.svg'),
  reward('PUBG Mobile UC 300', 1000, 'pubg-mobile-uc.svg'),
  reward('PUBG Mobile UC 600', 2000, 'pubg-mobile-uc.svg'),
  reward('PUBG Mobile UC 1500', 4000, 'pubg-mobile-uc.svg'),
  reward('PUBG Mobile UC 3000', 6000, 'pubg-mobile-uc.svg'),
  reward('PUBG Mobile UC 6000', 14000, 'pubg-mobile-uc.svg'),
  reward('Fortnite V-Bucks 1000', 3000, 'fortnite-v-bucks.svg'),
  reward('Fortnite V-Bucks 2800', 4000, 'fortnite-v-bucks.svg'),
  reward('Fortnite V-Bucks 5000', 6000, 'fortnite-v-bucks.svg'),
  reward('Minecraft Minecoins 1720', 2000, 'minecraft-minecoins.svg'),
  reward('Minecraft Minecoins 3500', 4000, 'minecraft-minecoins.svg'),
];

/** Every distinct image file the catalogue refers to (the web app must ship each one). */
export const REWARD_THUMBNAILS: readonly string[] = [...new Set(REWARDS.map((r) => r.thumbnail))];

/** The item number sent to the redeem call for the reward at `index` (0-based). */
export function rewardItemNumber(index: number): number {
  return index + 1;
}

/** The reward for a redeem item number (1-based), or undefined when it is not a catalogue item. */
export function rewardByItemNumber(item: number): Reward | undefined {
  if (!Number.isInteger(item) || item < 1 || item > REWARDS.length) return undefined;
  return REWARDS[item - 1];
}
