import { COPY, MESSAGES } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { holdAnswers } from '@/testing/api-wire';
import { createMockSession, type MockSession, type TestSession } from '@/testing/mock-server';
import { DESKTOP_WIDTH, PHONE_WIDTH, renderApp } from '@/testing/render-app';
import { expectVisitorInvited } from '@/testing/visitor';
import { ALL_HIGHLIGHTS, VIDEO_LIST_LABEL, gameHighlightsTitle } from './game-highlights-page';
import { CLOSE_PLAYER } from './video-player';

// The texts are message ids: t() gives the English they show.
const t = translator();

// /game-highlights?gameId&gameName (spec sections 2 and 8) against the real mock server.

let mock: MockSession;
let session: TestSession;

beforeEach(async () => {
  mock = await createMockSession();
  session = await mock.session();
});

function open(route: string, width = DESKTOP_WIDTH) {
  return renderApp({ route, mockSessionId: mock.id, session, width });
}

const gameRoute = (gameId: string, gameName: string) =>
  `/game-highlights?${new URLSearchParams({ gameId, gameName }).toString()}`;

async function serverVideos(gameId: string): Promise<Schemas['Video'][]> {
  const { data } = await mock
    .api(session.accessToken)
    .POST('/v1/youtube-videos/game-videos', { body: { gameId } });
  if (!data) throw new Error('no videos');
  return data.data;
}

/** The video cards' buttons, in page order. */
async function videoButtons(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: t(VIDEO_LIST_LABEL) });
  return within(list).getAllByRole('button');
}

describe('/game-highlights', () => {
  it('invites a visitor to subscribe instead of a failure, without calling the API', async () => {
    await expectVisitorInvited(
      mock,
      '/game-highlights?gameId=pubg-mobile&gameName=PUBG%20Mobile',
      [gameHighlightsTitle('PUBG Mobile')],
      ['listGameVideos'],
    );
  });

  it("titles the page '{gameName} Highlights' and links back to all highlights", async () => {
    open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^PUBG Mobile Highlights$/);
    expect(screen.getByRole('link', { name: t(ALL_HIGHLIGHTS) })).toHaveAttribute('href', '/highlights');
    await waitFor(() => expect(document.title).toMatch(/^PUBG Mobile Highlights/));
  });

  it("falls back to 'Game Highlights' without a gameName", async () => {
    open('/game-highlights?gameId=pubg-mobile');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${COPY.gameHighlights}$`),
    );
    expect(await videoButtons()).not.toHaveLength(0);
  });

  it("shows one card per video of the game, named by the video's title", async () => {
    const videos = await serverVideos('pubg-mobile');
    expect(videos.length).toBeGreaterThan(1);
    open(gameRoute('pubg-mobile', 'PUBG Mobile'), PHONE_WIDTH);
    const buttons = await videoButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(videos.map((video) => video.title));
  });

  it('a click opens the modal player with the watch?v= and youtu.be/ links in embed form', async () => {
    const { user } = open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    const expected: Record<string, string> = {
      'Weekly Cup final circle': 'https://www.youtube.com/embed/dQw4w9WgXcQ', // watch?v=
      'Best clutch of the week': 'https://www.youtube.com/embed/9bZkp7q19f0', // youtu.be/
    };
    const videos = await serverVideos('pubg-mobile');
    expect(videos.map((video) => video.link)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/9bZkp7q19f0',
    ]);
    for (const [title, src] of Object.entries(expected)) {
      await user.click(await screen.findByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByTitle(title)).toHaveAttribute('src', src);
      await user.click(within(dialog).getByRole('button', { name: t(CLOSE_PLAYER) }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('plays shorts/ and embed/ links in embed form too', async () => {
    const cases = [
      ['freefire', 'Freefire', 'Grand Final Booyah', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
      ['call-of-duty', 'Call of Duty', 'Night Brawl top plays', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ] as const;
    for (const [gameId, gameName, title, src] of cases) {
      const { user, unmount } = open(gameRoute(gameId, gameName));
      await user.click(await screen.findByRole('button', { name: title }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByTitle(title)).toHaveAttribute('src', src);
      unmount();
    }
  });

  it('Escape closes the player and gives focus back to the card', async () => {
    const { user } = open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    const [first] = await videoButtons();
    await user.click(first!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first).toHaveFocus();
  });

  it("shows 'Loading...' until the videos are in", async () => {
    const release = holdAnswers('POST /v1/youtube-videos/game-videos');
    open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loading);
    release();
    expect(await screen.findByRole('list', { name: t(VIDEO_LIST_LABEL) })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/game-highlights messages (spec section 8)', () => {
  it.each([['/game-highlights'], ['/game-highlights?gameId='], ['/game-highlights?gameId=%20&gameName=X']])(
    "%s shows 'No game ID provided' and asks nothing",
    async (route) => {
      open(route);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        new RegExp(`^${MESSAGES.noGameIdProvided}$`),
      );
      expect(screen.queryByRole('list', { name: t(VIDEO_LIST_LABEL) })).toBeNull();
      expect(await mock.calls('listGameVideos')).toBe(0);
    },
  );

  it("a game without videos shows 'No videos found for this game'", async () => {
    expect(await serverVideos('valorant')).toEqual([]);
    open(gameRoute('valorant', 'Valorant'));
    expect(await screen.findByText(MESSAGES.noVideosFound)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: t(VIDEO_LIST_LABEL) })).toBeNull();
  });

  it("an error status shows 'Failed to load game videos'", async () => {
    await mock.fault('listGameVideos', { status: 500 });
    open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.failedToLoadGameVideos}$`),
    );
    expect(screen.queryByRole('list', { name: t(VIDEO_LIST_LABEL) })).toBeNull();
  });

  it("a call that answers nothing shows 'Failed to load game videos'", async () => {
    await mock.fault('listGameVideos', { status: 401 });
    await mock.fault('generateToken', { status: 500 });
    open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.failedToLoadGameVideos}$`),
    );
  });

  it("a 200 without success shows 'Failed to fetch game videos'", async () => {
    await mock.fault('listGameVideos', { noSuccess: true });
    const { data } = await mock
      .api(session.accessToken)
      .POST('/v1/youtube-videos/game-videos', { body: { gameId: 'pubg-mobile' } });
    expect(data?.success).toBe(false);
    open(gameRoute('pubg-mobile', 'PUBG Mobile'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${MESSAGES.failedToFetchGameVideos}$`),
    );
  });
});
