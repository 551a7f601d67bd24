import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS,
  FREE_TRIAL_DAYS,
  GAMENOW_REFERRER,
  POSTPAID_PRICE,
  PREPAID_PRICE,
  REDEMPTION_CONTACT_HOURS,
  freeTrialEnds,
  isGamenowReferrer,
} from './subscription';

describe('subscription facts', () => {
  it('states the FAQ facts', () => {
    expect(FREE_TRIAL_DAYS).toBe(1);
    expect(PREPAID_PRICE).toBe('Rs 10 per day including tax');
    expect(POSTPAID_PRICE).toBe('Rs 167 plus tax per month');
    expect(BUSINESS_HOURS).toBe('Monday to Friday, 9:00 AM to 10:00 PM');
    expect(REDEMPTION_CONTACT_HOURS).toBe(24);
  });

  it('ends a free trial FREE_TRIAL_DAYS after it starts, to the millisecond', () => {
    const start = Date.UTC(2026, 10, 26, 18, 30);
    expect(freeTrialEnds(start)).toBe(start + FREE_TRIAL_DAYS * 86_400_000);
  });
});

describe('gamenow referrer', () => {
  it('is exactly gamenow', () => {
    expect(GAMENOW_REFERRER).toBe('gamenow');
    expect(isGamenowReferrer('gamenow')).toBe(true);
    expect(isGamenowReferrer('GameNow')).toBe(false);
    expect(isGamenowReferrer(' gamenow')).toBe(false);
    expect(isGamenowReferrer('other')).toBe(false);
    expect(isGamenowReferrer(undefined)).toBe(false);
    expect(isGamenowReferrer(null)).toBe(false);
  });
});
