import { REWARD_THUMBNAILS, SUPPORTED_GAMES } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import {
  gameIconUrl,
  rewardImageUrl,
  tournamentBannerUrl,
  tournamentGameIconUrl,
  welcomeImageUrl,
} from './artwork';

describe('artwork', () => {
  it('has an icon of its own for every supported game, matched case-insensitively', () => {
    const defaultIcon = gameIconUrl('no such game');
    for (const game of SUPPORTED_GAMES) {
      expect(gameIconUrl(game.name)).not.toBe(defaultIcon);
      expect(gameIconUrl(game.name.toUpperCase())).toBe(gameIconUrl(game.name));
    }
    expect(new Set(SUPPORTED_GAMES.map((g) => gameIconUrl(g.name))).size).toBe(SUPPORTED_GAMES.length);
  });

  it('uses the default icon for unknown or missing names', () => {
    expect(gameIconUrl('Tetris')).toMatch(/default/);
    expect(gameIconUrl(undefined)).toMatch(/default/);
  });

  it("has tournament banners for PUBG Mobile and Freefire only, found by the tournament's name", () => {
    expect(tournamentBannerUrl('pubg mobile')).toMatch(/pubg-mobile/);
    expect(tournamentBannerUrl('FREEFIRE')).toMatch(/freefire/);
    expect(tournamentBannerUrl('Valorant')).toMatch(/default/);
    expect(tournamentBannerUrl('PUBG MOBILE Weekly Cup')).toMatch(/pubg-mobile/);
    expect(tournamentBannerUrl('Freefire Clash Squad Open')).toMatch(/freefire/);
    expect(tournamentBannerUrl('Call of Duty Night Brawl')).toMatch(/default/);
    expect(tournamentGameIconUrl('Call of Duty Night Brawl')).toBe(gameIconUrl('Call of Duty'));
    expect(tournamentGameIconUrl('Weekly Showdown')).toBe(gameIconUrl(null));
  });

  it('ships an image for every reward thumbnail of the catalogue', () => {
    for (const file of REWARD_THUMBNAILS) expect(rewardImageUrl(file), file).toBeDefined();
  });

  it('shows a different welcome image once there is a streak', () => {
    expect(welcomeImageUrl(0)).not.toBe(welcomeImageUrl(1));
    expect(welcomeImageUrl(2)).toBe(welcomeImageUrl(1));
  });
});
