import { rewardByItemNumber } from '@esr/domain';
import type { Schemas } from '@esr/sdk';

/** What a successful Redeem click hands to /redeem as navigation state: the item and redeem-item's answer. */
export interface RedeemLocationState {
  /** The catalogue item number (index plus 1) the claim sends back. */
  item: number;
  redemption: Schemas['RedeemItemResponse']['data'];
}

/** What /thankyou is opened with: the reward's name, when the user came from a request. */
export interface ThankYouLocationState {
  itemName: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The state when it is well-formed, else null (a direct visit, a reload in another tab...). */
export function readRedeemState(state: unknown): RedeemLocationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { item, redemption } = state as Partial<RedeemLocationState>;
  if (typeof item !== 'number' || !rewardByItemNumber(item)) return null;
  if (typeof redemption !== 'object' || redemption === null) return null;
  const { name, uuid, tel } = redemption;
  if (!isText(name) || !isText(uuid) || uuid === '' || !isText(tel) || !isText(redemption.item)) return null;
  return { item, redemption };
}

export function readThankYouState(state: unknown): ThankYouLocationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { itemName } = state as Partial<ThankYouLocationState>;
  return isText(itemName) && itemName !== '' ? { itemName } : null;
}
