// Supported games, their icon keys and tournament artwork (spec sections 5 and 9).

export interface SupportedGame {
  readonly name: string;
  /** kebab-case key; the web app maps it to an image. */
  readonly icon: string;
}

export const DEFAULT_GAME_ICON = 'default';

export const SUPPORTED_GAMES: readonly SupportedGame[] = [
  { name: 'PUBG Mobile', icon: 'pubg-mobile' },
  { name: 'Apex Legends', icon: 'apex-legends' },
  { name: 'Call of Duty', icon: 'call-of-duty' },
  { name: 'Minecraft', icon: 'minecraft' },
  { name: 'Clash of Clans', icon: 'clash-of-clans' },
  { name: 'Clash Royale', icon: 'clash-royale' },
  { name: 'Fortnite', icon: 'fortnite' },
  { name: 'Among Us', icon: 'among-us' },
  { name: 'Subway Surfers', icon: 'subway-surfers' },
  { name: 'Valorant', icon: 'valorant' },
  { name: 'Freefire', icon: 'freefire' },
  { name: 'Roblox', icon: 'roblox' },
  { name: 'FIFA Mobile', icon: 'fifa-mobile' },
  { name: '8 Ball Pool', icon: '8-ball-pool' },
  { name: 'Aim Train', icon: 'aim-train' },
];

const normalise = (name: string) => name.trim().toLowerCase();

const ICON_BY_NAME = new Map(SUPPORTED_GAMES.map((g) => [normalise(g.name), g.icon]));

/** Icon key for a game name, matched case-insensitively after trimming; unknown names get 'default'. */
export function gameIconKey(name?: string | null): string {
  return (name != null && ICON_BY_NAME.get(normalise(name))) || DEFAULT_GAME_ICON;
}

// Longest names first, so a name that holds two games' names picks the more specific one.
const BY_NAME_LENGTH = [...SUPPORTED_GAMES].sort((a, b) => b.name.length - a.name.length);

/** Letters and digits, lowercased, between single spaces: 'PUBG-Mobile  Cup!' -> 'pubg mobile cup'. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');

/**
 * The supported game a name speaks of, matched case-insensitively (spec section 5): the game's own name
 * ('pubg mobile'), or a game's name standing as whole words in a longer one ('PUBG Mobile Weekly Cup',
 * a tournament's name). Undefined when no supported game is named.
 */
export function gameNamedIn(name?: string | null): SupportedGame | undefined {
  if (name == null) return undefined;
  const text = ` ${words(name)} `;
  return BY_NAME_LENGTH.find((game) => text.includes(` ${words(game.name)} `));
}

export type TournamentArtworkKey = 'pubg-mobile' | 'freefire' | 'default';

/**
 * The local tournament artwork for a name (a tournament's or a game's): it exists only for PUBG Mobile and
 * Freefire (spec section 9); everything else uses the default image.
 */
export function tournamentArtworkKey(name?: string | null): TournamentArtworkKey {
  const key = gameNamedIn(name)?.icon;
  return key === 'pubg-mobile' || key === 'freefire' ? key : 'default';
}
