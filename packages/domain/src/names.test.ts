import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_NAME, shortenLayoutName, shortenLeaderboardName } from './names';

describe('shortenLayoutName', () => {
  it('keeps names of up to 7 characters', () => {
    expect(shortenLayoutName('Ali')).toBe('Ali');
    expect(shortenLayoutName('Abcdefg')).toBe('Abcdefg');
  });

  it('cuts longer names to 7 characters plus three dots', () => {
    expect(shortenLayoutName('Abcdefgh')).toBe('Abcdefg...');
  });

  it('shows Guest User for a missing or blank name', () => {
    expect(DEFAULT_DISPLAY_NAME).toBe('Guest User');
    expect(shortenLayoutName()).toBe('Guest User');
    expect(shortenLayoutName(null)).toBe('Guest User');
    expect(shortenLayoutName('   ')).toBe('Guest User');
  });

  it('never splits an emoji', () => {
    expect(shortenLayoutName('😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀...');
  });
});

describe('shortenLeaderboardName', () => {
  it('keeps names of up to 9 characters', () => {
    expect(shortenLeaderboardName('Abcdefghi')).toBe('Abcdefghi');
  });

  it('cuts longer names to 9 characters plus two dots', () => {
    expect(shortenLeaderboardName('Abcdefghij')).toBe('Abcdefghi..');
  });

  it('uses the fallback, shortened, when the name is blank', () => {
    expect(shortenLeaderboardName(undefined)).toBe('');
    expect(shortenLeaderboardName(' ', 'player_one_99')).toBe('player_on..');
  });
});
