import { describe, expect, it } from 'vitest';
import { mulberry32, normalizeSeed } from './prng';

describe('mulberry32', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => {
      const r = mulberry32(seed);
      return Array.from({ length: 5 }, () => r());
    };
    expect(take(1)).toEqual(take(1));
    expect(take(1)).not.toEqual(take(2));
    for (const v of take(99)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it('accepts string seeds', () => {
    expect(normalizeSeed('abc')).toBe(normalizeSeed('abc'));
    expect(normalizeSeed('abc')).not.toBe(normalizeSeed('abd'));
    expect(normalizeSeed(12.9)).toBe(12);
  });
});
