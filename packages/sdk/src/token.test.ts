import { describe, expect, it } from 'vitest';
import { decodeAccessToken, tokenReferrer } from './token';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('decodeAccessToken', () => {
  it('reads msisdn and gn = 1 for gamenow partner users', () => {
    expect(decodeAccessToken(jwt({ msisdn: '923001234567', gn: 1, iat: 1, exp: 2 }))).toEqual({
      msisdn: '923001234567',
      gn: 1,
      iat: 1,
      exp: 2,
    });
  });

  it('treats a missing or other gn as 0', () => {
    expect(decodeAccessToken(jwt({ msisdn: '923001234567', iat: 1, exp: 2 }))?.gn).toBe(0);
    expect(decodeAccessToken(jwt({ msisdn: '923001234567', gn: '1', iat: 1, exp: 2 }))?.gn).toBe(0);
  });

  it.each([null, undefined, '', 'not-a-jwt', 'a.%%%.c', `${encode({})}.${encode('text')}.s`])(
    'answers null for %s',
    (token) => expect(decodeAccessToken(token)).toBeNull(),
  );
});

describe('tokenReferrer', () => {
  it('is gamenow only for exactly gamenow', () => {
    expect(tokenReferrer('gamenow')).toBe('gamenow');
    expect(tokenReferrer('Gamenow')).toBeNull();
    expect(tokenReferrer('')).toBeNull();
    expect(tokenReferrer(null)).toBeNull();
  });
});
