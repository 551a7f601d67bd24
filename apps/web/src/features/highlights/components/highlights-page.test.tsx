import { COPY, MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '@/lib/i18n';
import { holdAnswers } from '@/testing/api-wire';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';
import { HIGHLIGHT_GAMES_LABEL, NEW_TAB_HINT, NO_HIGHLIGHT_GAMES } from './highlights-page';

// The texts are message ids: t() gives the English they show.
const t = translator();

// /highlights (spec sections 2 and 8) against the real mock server.

let mock: MockSession;
let session: TestSession;

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function openHighlights(width = DESKTOP_WIDTH) {
  return renderApp({ route: '/highlights', mockSessionId: mock.id, session, width });
}

async function serverGames(): Promise<Schemas['GameHighlight'][]> {
  const { data } = await mock.api(session.accessToken).GET('/v1/youtube-videos/games');
  if (!data) throw new Error('no highlight games');
  return data.data;
}

describe('/highlights', () => {
  it('invites a visitor to subscribe instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(mock, '/highlights', [COPY.gameHighlights], ['listVideoGames']);
  });

  it("shows the 'Game Highlights' title and document title", async () => {
    openHighlights();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${COPY.gameHighlights}$`),
    );
    await waitFor(() => expect(document.title).toMatch(/^Game Highlights/));
  });

  it('shows one card per game, each opening /game-highlights?gameId&gameName in a new tab', async () => {
    const games = await serverGames();
    expect(games.length).toBeGreaterThan(1);
    openHighlights(PHONE_WIDTH);
    const grid = await screen.findByRole('list', { name: t(HIGHLIGHT_GAMES_LABEL) });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(games.length);
    for (const [index, game] of games.entries()) {
      const link = links[index]!;
      expect(link).toHaveAccessibleName(`${game.game} ${t(NEW_TAB_HINT)}`);
      const href = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe('/game-highlights');
      expect(href.searchParams.get('gameId')).toBe(game.gameId);
      expect(href.searchParams.get('gameName')).toBe(game.game);
      expect(link).toHaveAttribute('target', '_blank');
      // Not noopener: the new tab must get a copy of the session storage (the login), see decision 0520.
      expect(link).toHaveAttribute('rel', 'opener');
    }
  });

  it("shows 'Loading...' until the games are in", async () => {
    const release = holdAnswers('GET /v1/youtube-videos/games');
    openHighlights();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByRole('list', { name: t(HIGHLIGHT_GAMES_LABEL) })).toBeNull();
    release();
    expect(await screen.findByRole('list', { name: t(HIGHLIGHT_GAMES_LABEL) })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when no game has highlights', async () => {
    await mock.control.POST('/reset', { body: { seed: 'empty' } });
    await mock.control.POST('/subscribers', { body: { msisdn: session.msisdn, status: 'active' } });
    session.accessToken = (await mock.login(session.msisdn)).token;
    expect(await serverGames()).toEqual([]);
    openHighlights();
    expect(await screen.findByText(t(NO_HIGHLIGHT_GAMES))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/highlights failures (spec section 8)', () => {
  it("an error status shows 'Failed to load game highlights'", async () => {
    await mock.fault('listVideoGames', { status: 500 });
    openHighlights();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load game highlights$/);
    expect(screen.queryByRole('list', { name: t(HIGHLIGHT_GAMES_LABEL) })).toBeNull();
  });

  it("a call that answers nothing shows 'Failed to load game highlights'", async () => {
    await mock.fault('listVideoGames', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    openHighlights();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadGameHighlights);
  });

  it("a 200 without success shows the server's errors text first", async () => {
    await mock.fault('listVideoGames', { noSuccess: true });
    const { data } = await mock.api(session.accessToken).GET('/v1/youtube-videos/games');
    expect(data?.success).toBe(false);
    expect(data?.errors).toBeTruthy();
    openHighlights();
    expect(await screen.findByRole('alert')).toHaveTextContent(data?.errors ?? '');
  });

  it("a 200 without success and without errors text shows 'Failed to fetch game highlights'", async () => {
    await mock.fault('listVideoGames', { noSuccess: true });
    // The mock server's noSuccess answer always carries `errors` text; the real answer goes through and
    // only that field is removed here, to reach the spec's fallback.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/v1/youtube-videos/games')) return response;
      const { errors: _dropped, ...body } = (await response.json()) as Record<string, unknown>;
      return Response.json(body, { status: response.status });
    });
    openHighlights();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.failedToFetchGameHighlights}$`),
    );
  });
});
