import { rewardByItemNumber } from '@esr/domain';
import type { Schemas } from '@esr/sdk';

/**
 * What a successful Redeem click hands to /redeem as navigation state (the spec's form carries the redeem
 * result to the claim): the catalogue item clicked, for its picture and cost, and redeem-item's answer,
 * whose `item` and `uuid` the claim sends back as they came.
 */
export interface RedeemLocationState {
  /** The catalogue item number (index plus 1) that redeem-item was sent. */
  itemNumber: number;
  redemption: Schemas['RedeemItemResponse']['data'];
}

/** What /thankyou is opened with: the catalogue item requested (its number), when the user came from a request. */
export interface ThankYouLocationState {
  itemNumber: number;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The state when it is well-formed, else null (a direct visit, a reload in another tab...). */
export function readRedeemState(state: unknown): RedeemLocationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { itemNumber, redemption } = state as Partial<RedeemLocationState>;
  if (typeof itemNumber !== 'number' || !rewardByItemNumber(itemNumber)) return null;
  if (typeof redemption !== 'object' || redemption === null) return null;
  const { name, uuid, tel } = redemption;
  if (!isText(name) || !isText(uuid) || uuid === '' || !isText(tel) || !isText(redemption.item)) return null;
  return { itemNumber, redemption };
}

export function readThankYouState(state: unknown): ThankYouLocationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { itemNumber } = state as Partial<ThankYouLocationState>;
  return typeof itemNumber === 'number' && rewardByItemNumber(itemNumber) ? { itemNumber } : null;
}
