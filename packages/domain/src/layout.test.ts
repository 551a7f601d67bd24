import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, WIDE_LAYOUT_MIN_WIDTH, isWideLayout } from './layout';

describe('layout', () => {
  it('switches to the side navigation at 768 px', () => {
    expect(WIDE_LAYOUT_MIN_WIDTH).toBe(768);
    expect(isWideLayout(767)).toBe(false);
    expect(isWideLayout(768)).toBe(true);
  });

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
