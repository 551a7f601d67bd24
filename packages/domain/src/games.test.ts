import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_ICON, SUPPORTED_GAMES, gameIconKey, gameNamedIn, tournamentArtworkKey } from './games';

describe('games', () => {
  it('supports the 15 spec games with kebab-case icon keys', () => {
    expect(SUPPORTED_GAMES.map((g) => g.name)).toEqual([
      'PUBG Mobile',
      'Apex Legends',
      'Call of Duty',
      'Minecraft',
      'Clash of Clans',
      'Clash Royale',
      'Fortnite',
      'Among Us',
      'Subway Surfers',
      'Valorant',
      'Freefire',
      'Roblox',
      'FIFA Mobile',
      '8 Ball Pool',
      'Aim Train',
    ]);
    for (const g of SUPPORTED_GAMES) expect(g.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('matches names case-insensitively after trimming', () => {
    expect(gameIconKey('PUBG Mobile')).toBe('pubg-mobile');
    expect(gameIconKey('  pubg mobile ')).toBe('pubg-mobile');
    expect(gameIconKey('8 BALL POOL')).toBe('8-ball-pool');
    expect(gameIconKey('aim train')).toBe('aim-train');
  });

  it('uses the default icon for unknown or missing names', () => {
    expect(DEFAULT_GAME_ICON).toBe('default');
    expect(gameIconKey('Tetris')).toBe('default');
    expect(gameIconKey('')).toBe('default');
    expect(gameIconKey(undefined)).toBe('default');
    expect(gameIconKey(null)).toBe('default');
  });

  it('has tournament artwork only for PUBG Mobile and Freefire', () => {
    expect(tournamentArtworkKey('pubg MOBILE')).toBe('pubg-mobile');
    expect(tournamentArtworkKey('Freefire')).toBe('freefire');
    expect(tournamentArtworkKey('Fortnite')).toBe('default');
    expect(tournamentArtworkKey(undefined)).toBe('default');
  });

  it("finds the game a tournament's name speaks of, case-insensitively and as whole words", () => {
    expect(gameNamedIn('PUBG Mobile Weekly Cup')?.name).toBe('PUBG Mobile');
    expect(gameNamedIn('weekly pubg-mobile cup')?.name).toBe('PUBG Mobile');
    expect(gameNamedIn('FREEFIRE Clash Squad Open')?.name).toBe('Freefire');
    expect(gameNamedIn('Clash Royale Kings')?.name).toBe('Clash Royale');
    expect(gameNamedIn('Call of Duty Night Brawl')?.name).toBe('Call of Duty');
    expect(gameNamedIn('  8 ball pool ')?.name).toBe('8 Ball Pool');
    // Whole words only: 'Minecraftia' is no Minecraft, 'Free Fire' is not the spec's Freefire.
    expect(gameNamedIn('Minecraftia Cup')).toBeUndefined();
    expect(gameNamedIn('Free Fire Cup')).toBeUndefined();
    expect(gameNamedIn('Weekly Showdown')).toBeUndefined();
    expect(gameNamedIn('')).toBeUndefined();
    expect(gameNamedIn(null)).toBeUndefined();
    expect(tournamentArtworkKey('PUBG Mobile Sunday Showdown')).toBe('pubg-mobile');
    expect(tournamentArtworkKey('Freefire Grand Final')).toBe('freefire');
    expect(tournamentArtworkKey('Valorant Open')).toBe('default');
  });
});
