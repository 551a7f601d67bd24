import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

// The app's links (link.tsx) behave as react-router's did for what the app uses: a plain click opens the
// page inside the app, anything else is the browser's; the navigation marks the open page.

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function at(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status').textContent;

/**
 * Clicks `link` and answers whether the app took the click (prevented the browser's own navigation).
 * jsdom cannot follow a link: the browser's part of a click the app left alone is cancelled after the app.
 */
function clickTaken(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  fireEvent.click(link, init);
  document.removeEventListener('click', after);
  return taken;
}

describe('Link', () => {
  it("is an <a> with the path's href; a plain click opens the page inside the app", () => {
    at('/', <Link to="/rewards?tab=items">Rewards</Link>);
    const link = screen.getByRole('link', { name: 'Rewards' });
    expect(link).toHaveAttribute('href', '/rewards?tab=items');
    expect(clickTaken(link)).toBe(true);
    expect(where()).toBe('/rewards?tab=items');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    at(
      '/',
      <>
        <Link to="/faqs">FAQs</Link>
        <Link to="/terms-service" target="_blank">
          Terms
        </Link>
      </>,
    );
    const faqs = screen.getByRole('link', { name: 'FAQs' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(clickTaken(faqs, { [modifier]: true }), modifier).toBe(false);
    }
    expect(clickTaken(faqs, { button: 1 })).toBe(false);
    expect(clickTaken(screen.getByRole('link', { name: 'Terms' }))).toBe(false);
    expect(where()).toBe('/');
  });

  it("runs its onClick first, and stays put when that prevented the click's default", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    at(
      '/',
      <Link to="/faqs" onClick={onClick}>
        FAQs
      </Link>,
    );
    expect(clickTaken(screen.getByRole('link', { name: 'FAQs' }))).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/" end className="item">
        Home
      </NavLink>
      <NavLink to="/tournaments" className="item">
        Tournaments
      </NavLink>
    </nav>
  );

  it('marks the open page: the class active and aria-current="page"', () => {
    at('/tournaments', nav);
    const tournaments = screen.getByRole('link', { name: 'Tournaments' });
    expect(tournaments).toHaveAttribute('aria-current', 'page');
    expect(tournaments).toHaveClass('item', 'active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('item');
    expect(home).not.toHaveClass('active');
  });

  it("marks a page under its path, unless it is `end` (Home's '/')", () => {
    at('/tournaments/weekly', nav);
    expect(screen.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark a path that merely starts the same way', () => {
    at('/tournamentsarchive', nav);
    expect(screen.getByRole('link', { name: 'Tournaments' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home on its own path', () => {
    at('/', nav);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
