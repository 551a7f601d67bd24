import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './auth';

describe('readLaunchParams', () => {
  it('reads the msisdn from a, the referrer from refferer or referer, and r=1', () => {
    expect(readLaunchParams('?a=923001234567&refferer=gamenow&r=1')).toEqual({
      msisdn: '923001234567',
      referrer: 'gamenow',
      toRewards: true,
    });
    expect(readLaunchParams('?referer=gamenow').referrer).toBe('gamenow');
    expect(readLaunchParams('?refferer=gamenow&referer=other').referrer).toBe('gamenow');
  });

  it('treats missing or blank values as absent and only r=1 as the rewards return', () => {
    expect(readLaunchParams('?a=&r=2')).toEqual({ msisdn: null, referrer: null, toRewards: false });
  });
});
