// The static reward catalogue (spec section 3). Order matters: the redeem call sends the item number,
// which is the catalogue index plus 1, so never reorder or insert in the middle. The names are written
// once, in the English catalogue of the spec's texts (decision 1050): a reward carries its name's id, and
// rewardName() (reward-names.ts) reads the spec's English name where a server or a test needs it. The web
// app shows the catalogue's text, so its bundle does not carry the English names a second time.
import type itemNames from './locales/en/items.json';

/** The id of a reward's name in the catalogues (its English, the spec's, in locales/en/items.json). */
export type ItemNameId = keyof typeof itemNames;

export interface Reward {
  /** Its name in the catalogues: the web app shows it in the page's language (issue 39). */
  readonly nameId: ItemNameId;
  readonly credits: number;
  /** Image file name; the web app maps it to an asset. In-game currency packs share one image. */
  readonly thumbnail: string;
  readonly details: string;
}

export const REWARD_DETAILS_FALLBACK = 'Information not available';

const reward = (nameId: ItemNameId, credits: number, thumbnail: string): Reward => ({
  nameId,
  credits,
  thumbnail,
  details: REWARD_DETAILS_FALLBACK,
});

export const REWARDS: readonly Reward[] = [
  reward('items.playstation5', 130500, 'playstation-5.svg'),
  reward('items.asusRogHeadphone', 24650, 'asus-rog-headphone.svg'),
  reward('items.edifierUsbHeadset', 9860, 'edifier-usb-headset.svg'),
  reward('items.asusKeyboard', 15225, 'asus-keyboard.svg'),
  reward('items.bloodyMechanicalKeyboard', 7250, 'bloody-mechanical-keyboard.svg'),
  reward('items.asusRogMouse', 13775, 'asus-rog-mouse.svg'),
  reward('items.pubgMobileUc300', 1000, 'pubg-mobile-uc.svg'),
  reward('items.pubgMobileUc600', 2000, 'pubg-mobile-uc.svg'),
  reward('items.pubgMobileUc1500', 4000, 'pubg-mobile-uc.svg'),
  reward('items.pubgMobileUc3000', 6000, 'pubg-mobile-uc.svg'),
  reward('items.pubgMobileUc6000', 14000, 'pubg-mobile-uc.svg'),
  reward('items.fortniteVBucks1000', 3000, 'fortnite-v-bucks.svg'),
  reward('items.fortniteVBucks2800', 4000, 'fortnite-v-bucks.svg'),
  reward('items.fortniteVBucks5000', 6000, 'fortnite-v-bucks.svg'),
  reward('items.minecraftMinecoins1720', 2000, 'minecraft-minecoins.svg'),
  reward('items.minecraftMinecoins3500', 4000, 'minecraft-minecoins.svg'),
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
