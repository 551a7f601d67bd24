import { COPY } from '@esr/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEARN_BANNER_URLS } from '@/components/ui/artwork';
import { env } from '@/config/env';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, renderApp } from '@/testing/render-app';
import { translator } from '@/lib/i18n';
import { LEARN_CARD_NAMES, NEW_TAB_HINT } from './learn-win-page';

const t = translator();

// /learn-win (spec section 2): 'Learn & Win', three image cards opening the learning site in a new tab.

let mock: MockSession;

beforeEach(async () => {
  mock = await createMockSession();
});

async function openLearnWin() {
  const { msisdn, token } = await mock.login();
  renderApp({
    route: '/learn-win',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width: DESKTOP_WIDTH,
  });
  return screen.findByRole('heading', { level: 1 });
}

describe('/learn-win', () => {
  it("is titled 'Learn & Win'", async () => {
    expect(await openLearnWin()).toHaveTextContent(/^Learn & Win$/);
    expect(COPY.learnWin).toBe('Learn & Win');
    await waitFor(() => expect(document.title).toMatch(/^Learn & Win/));
  });

  it('shows three image cards, each opening the learning site in a new tab', async () => {
    const heading = await openLearnWin();
    const main = heading.closest('.page') as HTMLElement;
    const links = within(main).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(LEARN_BANNER_URLS).toHaveLength(3);
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', env.VITE_LEARN_URL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(`${t(LEARN_CARD_NAMES[index]!)} ${t(NEW_TAB_HINT)}`);
      const image = within(link).getByRole('img');
      expect(image).toHaveAttribute('src', LEARN_BANNER_URLS[index]);
    }
  });
});
