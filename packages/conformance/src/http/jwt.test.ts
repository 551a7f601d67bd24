import { describe, expect, it } from 'vitest';
import { badTokens, decodeJwt } from './jwt';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const real = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ msisdn: '923001234567', gn: 0, iat: now, exp: now + 3600 })}.c2lnbmF0dXJl`;

const byName = (tokens: ReturnType<typeof badTokens>, name: string) => {
  const token = tokens.find((t) => t.name === name)?.authorization?.replace('Bearer ', '') ?? '';
  return { token, decoded: decodeJwt(token) };
};

describe('badTokens', () => {
  const tokens = badTokens(real);

  it('sends an unsigned copy of the real claims with alg none', () => {
    const { token, decoded } = byName(tokens, 'alg none');
    expect(decoded?.header.alg).toBe('none');
    expect(decoded?.payload).toEqual(decodeJwt(real)?.payload);
    expect(token.endsWith('.')).toBe(true);
  });

  it('changes the signature but not the claims of a tampered token', () => {
    const { decoded } = byName(tokens, 'tampered signature');
    expect(decoded?.payload).toEqual(decodeJwt(real)?.payload);
    expect(decoded?.signature).not.toBe(decodeJwt(real)?.signature);
    expect(decoded?.signature.length).toBe(decodeJwt(real)?.signature.length);
  });

  it('moves exp into the past under the real signature', () => {
    const { decoded } = byName(tokens, 'exp moved into the past');
    expect(Number(decoded?.payload.exp)).toBeLessThan(now);
    expect(decoded?.signature).toBe(decodeJwt(real)?.signature);
  });

  it('sends no header at all for the missing token, and a genuine expired token only when given one', () => {
    expect(tokens.find((t) => t.name === 'no token')?.authorization).toBeUndefined();
    expect(tokens.some((t) => t.name === 'expired')).toBe(false);
    expect(byName(badTokens(real, 'a.b.c'), 'expired').token).toBe('a.b.c');
  });
});
