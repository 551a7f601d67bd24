import { paths } from './paths';

// The navigation (spec section 2): its labels, in order, each pointing at a route named in paths.ts.

export interface NavItem {
  readonly label: string;
  readonly path: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Homepage', path: paths.home.path },
  { label: 'Daily tasks', path: paths.tasks.path },
  { label: 'Tournaments', path: paths.tournaments.path },
  { label: 'Gaming Tasks', path: paths.dailyGamingTasks.path },
  { label: 'Rewards', path: paths.rewards.path },
  { label: 'Leaderboard', path: paths.leaderboard.path },
  { label: 'Highlights', path: paths.highlights.path },
  { label: 'Completed tasks', path: paths.completed.path },
];
