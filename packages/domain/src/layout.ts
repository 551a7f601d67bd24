// Layout breakpoint and navigation (spec sections 2 and 9).

/** From this width (px) the side navigation shows; narrower screens get the header and drawer. */
export const WIDE_LAYOUT_MIN_WIDTH = 768;

export function isWideLayout(width: number): boolean {
  return width >= WIDE_LAYOUT_MIN_WIDTH;
}

export interface NavItem {
  readonly label: string;
  readonly path: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Homepage', path: '/' },
  { label: 'Daily tasks', path: '/tasks' },
  { label: 'Tournaments', path: '/tournaments' },
  { label: 'Gaming Tasks', path: '/daily-gaming-tasks' },
  { label: 'Rewards', path: '/rewards' },
  { label: 'Leaderboard', path: '/leaderboard' },
  { label: 'Highlights', path: '/highlights' },
  { label: 'Completed tasks', path: '/completed' },
];
