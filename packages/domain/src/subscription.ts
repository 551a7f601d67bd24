// Subscription facts from the FAQs (spec section 1) and the gamenow partner referrer (sections 4, 5, 6).
import { DAY_MS } from './pakistan-time';

export const FREE_TRIAL_DAYS = 1;

/** When the free trial of a number subscribed at `subscribedAt` (epoch ms) ends: FREE_TRIAL_DAYS later. */
export function freeTrialEnds(subscribedAt: number): number {
  return subscribedAt + FREE_TRIAL_DAYS * DAY_MS;
}
export const PREPAID_PRICE = 'Rs 10 per day including tax';
export const POSTPAID_PRICE = 'Rs 167 plus tax per month';
export const BUSINESS_HOURS = 'Monday to Friday, 9:00 AM to 10:00 PM';
/** Redemption requests are contacted within this many hours. */
export const REDEMPTION_CONTACT_HOURS = 24;
export const GAMENOW_REFERRER = 'gamenow';

/**
 * The spec says the referrer must "equal gamenow": the match is exact and case-sensitive, no trimming
 * ('GameNow' or ' gamenow' are not the partner).
 */
export function isGamenowReferrer(value?: string | null): boolean {
  return value === GAMENOW_REFERRER;
}
