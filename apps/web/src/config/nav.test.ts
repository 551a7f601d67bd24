import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { NAV_ITEMS } from './nav';

describe('navigation', () => {
  it('lists the eight nav items in order', () => {
    const t = translator();
    expect(NAV_ITEMS.map((item) => ({ label: t(item.label), path: item.path }))).toEqual([
      { label: 'Homepage', path: '/' },
      { label: 'Daily tasks', path: '/tasks' },
      { label: 'Tournaments', path: '/tournaments' },
      { label: 'Gaming Tasks', path: '/daily-gaming-tasks' },
      { label: 'Rewards', path: '/rewards' },
      { label: 'Leaderboard', path: '/leaderboard' },
      { label: 'Highlights', path: '/highlights' },
      { label: 'Completed tasks', path: '/completed' },
    ]);
  });
});
