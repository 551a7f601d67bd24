import { NAV_ITEMS } from '@esr/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, DESKTOP_WIDTH, PHONE_WIDTH } from '@/testing/render-app';

describe('layout', () => {
  it('shows a side navigation with the eight items at 768 px and wider', async () => {
    renderApp({ route: '/leaderboard', width: DESKTOP_WIDTH });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      NAV_ITEMS.map((i) => [i.label, i.path]),
    );
    expect(within(nav).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows a header with a menu button below 768 px', async () => {
    renderApp({ route: '/', width: PHONE_WIDTH });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
