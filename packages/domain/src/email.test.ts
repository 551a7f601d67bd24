import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('accepts a name, an @ and a host with a dot, spaces around ignored', () => {
    expect(isEmailAddress('sana@example.pk')).toBe(true);
    expect(isEmailAddress('sana.khan+tag@mail.example.com')).toBe(true);
    expect(isEmailAddress('  sana@example.pk ')).toBe(true);
  });

  it('refuses what the contract refuses: no @, no dot in the host, spaces inside, a sign a host cannot hold, letters outside ASCII, empty', () => {
    expect(isEmailAddress('not-an-email')).toBe(false);
    expect(isEmailAddress('sana-at-example')).toBe(false);
    expect(isEmailAddress('sana@example')).toBe(false);
    expect(isEmailAddress('sana khan@example.pk')).toBe(false);
    expect(isEmailAddress('@example.pk')).toBe(false);
    expect(isEmailAddress('sana@@example.pk')).toBe(false);
    expect(isEmailAddress('sana..khan@example.pk')).toBe(false);
    expect(isEmailAddress('sana@my_host.pk')).toBe(false);
    expect(isEmailAddress('sana@-example.pk')).toBe(false);
    expect(isEmailAddress('علی@example.pk')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
  });
});
