import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_URL } from '@/components/ui/artwork';
import { renderApp, DESKTOP_WIDTH, PHONE_WIDTH } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { NavPanel } from './nav-panel';
import { WIDE_LAYOUT_MIN_WIDTH } from '@/config/layout';
import { NAV_ITEMS } from '@/config/nav';
import { translator } from '@/lib/i18n';

describe('layout', () => {
  it('shows a side navigation with the eight items at 768 px and wider', async () => {
    renderApp({ route: '/leaderboard', width: DESKTOP_WIDTH });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      NAV_ITEMS.map((i) => [translator()(i.label), i.path]),
    );
    expect(within(nav).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows a header with a menu button below 768 px', async () => {
    renderApp({ route: '/', width: PHONE_WIDTH });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("keeps the header's and the side navigation's images at low priority (decision 1080, round 3)", async () => {
    // Over HTTP/1.1 a logo or an avatar the browser raised to high took a connection ahead of the
    // check-in's streak read; the page's largest paint (Home's first slide) is the one high image.
    for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      const { container } = renderApp({ route: '/leaderboard', width });
      await screen.findByRole('heading', { level: 1 });
      const chrome = [...container.querySelectorAll('header img, .nav-panel img')];
      expect(chrome.length).toBeGreaterThan(0);
      for (const img of chrome) expect(img).toHaveAttribute('fetchpriority', 'low');
      cleanup();
    }
  });
});

describe('drawer', () => {
  it('is a dialog with the navigation; focus stays inside and Escape closes it', async () => {
    const { user } = renderApp({ route: '/', width: PHONE_WIDTH });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Homepage' })).toHaveAttribute('aria-current', 'page');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes when a nav item is followed and marks the new page', async () => {
    const { user, router } = renderApp({ route: '/', width: PHONE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Leaderboard' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leaderboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('follows the viewport: the side navigation replaces the header when the window grows', async () => {
    renderApp({ route: '/', width: PHONE_WIDTH });
    await screen.findByRole('button', { name: 'Open menu' });
    act(() => setViewportWidth(WIDE_LAYOUT_MIN_WIDTH));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('nav panel', () => {
  function renderPanel(user: { name?: string | null; profileImage?: string | null }) {
    return render(
      <MemoryRouter>
        <NavPanel user={user} onCheckIn={() => undefined} />
      </MemoryRouter>,
    );
  }

  it('shortens the name to 7 characters plus dots and defaults to Guest User', () => {
    renderPanel({ name: 'Muhammad Ali' });
    expect(screen.getByText('Muhamma...')).toBeInTheDocument();
    cleanup();
    renderPanel({ name: null });
    expect(screen.getByText('Guest User')).toBeInTheDocument();
  });

  it('shows the default avatar when the image fails', () => {
    const { container } = renderPanel({ name: 'Sara', profileImage: '/media/broken.png' });
    const avatar = container.querySelector('img.avatar');
    expect(avatar).toHaveAttribute('src', '/media/broken.png');
    fireEvent.error(avatar as Element);
    expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('has a Profile link, the Check in Rewards button and a footer with social links and copyright', () => {
    renderPanel({});
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Check in Rewards' })).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Social links' });
    expect(within(social).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByText(/©/)).toBeInTheDocument();
  });
});
