// Display-name shortening (spec sections 2 and 5).

export const DEFAULT_DISPLAY_NAME = 'Guest User';
export const LAYOUT_NAME_MAX = 7;
export const LEADERBOARD_NAME_MAX = 9;

// Counts characters as code points so an emoji is never cut in half.
function truncate(name: string, max: number, dots: string): string {
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(0, max).join('') + dots : name;
}

/**
 * The name in the side navigation / drawer. The spec says "7 characters plus dots" without saying how many
 * dots; we use three ('...'), the usual ellipsis, against the leaderboard's explicit two ('..').
 * Empty, blank or missing names show 'Guest User'.
 */
export function shortenLayoutName(name?: string | null): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return DEFAULT_DISPLAY_NAME;
  return truncate(trimmed, LAYOUT_NAME_MAX, '...');
}

/**
 * The name on the leaderboard: more than 9 characters become the first 9 plus '..'.
 * A blank or missing name uses `fallback` (default '', e.g. pass the username), shortened the same way.
 */
export function shortenLeaderboardName(name?: string | null, fallback = ''): string {
  const trimmed = name?.trim() || fallback.trim();
  return truncate(trimmed, LEADERBOARD_NAME_MAX, '..');
}
