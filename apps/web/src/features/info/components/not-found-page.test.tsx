import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { translator } from '@/lib/i18n';
import {
  GO_HOME as GO_HOME_ID,
  NOT_FOUND_TITLE as NOT_FOUND_TITLE_ID,
  NOT_FOUND_TEXT as NOT_FOUND_TEXT_ID,
} from './not-found-page';

const t = translator();
const NOT_FOUND_TITLE = t(NOT_FOUND_TITLE_ID);
const NOT_FOUND_TEXT = t(NOT_FOUND_TEXT_ID);
const GO_HOME = t(GO_HOME_ID);

// Unknown addresses (the router's catch-all route).

describe('an unknown route', () => {
  it.each([['/no-such-page'], ['/highlights/extra'], ['/tasks/123']])(
    '%s says the page was not found and links home',
    async (route) => {
      const mock = await createMockSession();
      const { user } = renderApp({
        route,
        mockSessionId: mock.id,
        session: { ...POPUPS_SEEN },
        width: PHONE_WIDTH,
      });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TITLE);
      expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(new RegExp(`^${NOT_FOUND_TITLE}`)));
      const home = screen.getByRole('link', { name: GO_HOME });
      expect(home).toHaveAttribute('href', '/');
      await user.click(home);
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      // The Home page (its level-1 heading is 'Home') replaces the not-found page.
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeNull();
    },
  );

  it('a known route does not show it', async () => {
    const mock = await createMockSession();
    renderApp({ route: '/faqs', mockSessionId: mock.id, width: PHONE_WIDTH });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(NOT_FOUND_TITLE);
  });
});
