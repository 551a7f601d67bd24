import type { MessageId } from '@/lib/i18n';
import { paths } from './paths';

// The navigation (spec section 2): its labels (message ids, shown with t(item.label)), in order, each
// pointing at a route named in paths.ts.

export interface NavItem {
  readonly label: MessageId;
  readonly path: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'common.navHome', path: paths.home.path },
  { label: 'common.navDailyTasks', path: paths.tasks.path },
  { label: 'common.navTournaments', path: paths.tournaments.path },
  { label: 'common.navGamingTasks', path: paths.dailyGamingTasks.path },
  { label: 'common.navRewards', path: paths.rewards.path },
  { label: 'common.navLeaderboard', path: paths.leaderboard.path },
  { label: 'common.navHighlights', path: paths.highlights.path },
  { label: 'common.navCompletedTasks', path: paths.completed.path },
];
