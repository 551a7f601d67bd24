import { describe, expect, it } from 'vitest';
import type { SessionName } from './session';
import { loginAtStart, readLaunchParams } from './session-launch';

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

const session =
  (stored: Partial<Record<SessionName, string>>) =>
  (name: SessionName): string | null =>
    stored[name] ?? null;

describe('loginAtStart', () => {
  it("asks a token for the query's msisdn with the query's referrer", () => {
    expect(loginAtStart(readLaunchParams('?a=923001234567&refferer=gamenow'), session({}))).toEqual({
      msisdn: '923001234567',
      referrer: 'gamenow',
    });
  });

  it('asks nothing when the session has an msisdn and a token, whatever the query says', () => {
    const loggedIn = session({ msisdn: '923005550001', accessToken: 'token' });
    expect(loginAtStart(readLaunchParams('?a=923001234567'), loggedIn)).toBeNull();
  });

  it('falls back on the msisdn and the referrer kept in the session', () => {
    const kept = session({ msisdn: '923005550001', refferer: 'gamenow' });
    expect(loginAtStart(readLaunchParams(''), kept)).toEqual({ msisdn: '923005550001', referrer: 'gamenow' });
  });

  it('asks nothing without an msisdn (a visitor, or a gamenow user without a number)', () => {
    expect(loginAtStart(readLaunchParams('?refferer=gamenow'), session({}))).toBeNull();
  });
});
