import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from './nav';

describe('navigation', () => {
  it('lists the eight nav items in order', () => {
    expect(NAV_ITEMS).toEqual([
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
