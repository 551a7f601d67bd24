import { AIM_TRAIN_BRIDGE, AIM_TRAIN_TEXTS, type AimTrainLanguage } from '@esr/aim-train';
import { AIM_TRAIN_GAME, AIM_TRAIN_LEVEL_CREDITS, MESSAGES, aimTrainMinPassMs } from '@esr/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { creditsText, firstPlace, LEADER_CREDITS, leaderSession } from '@/testing/leaderboard';
import { createMockSession, type MockSession, POPUPS_SEEN } from '@/testing/mock-server';
import { DESKTOP_WIDTH, preloadRoute, renderApp } from '@/testing/render-app';
import type { AimTrainLocationState } from '../location-state';
import { loadLanguage, translator } from '@/lib/i18n';
import { passedLevelHere } from '../next-level';

// /aim-train against the real mock server. jsdom runs no scripts and has no canvas, so the build is a
// test double standing where the Unity build stands: window.createUnityInstance, loaded by
// react-unity-webgl's own script injection. The browser test (e2e/) plays the real HTML5 build.

interface FakeBuild {
  /** Every SendMessage the app sent: [gameObject, method, parameter]. */
  messages: [string, string, unknown][];
  /** When each of them was sent (performance.now()). */
  sentAt: number[];
  /** When the instance was handed to the app, loaded (performance.now()). */
  loadedAt?: number;
  /** The page's fullscreen calls, in order (the page's, not the build's: the app fullscreens its stage). */
  fullscreen: ('enter' | 'leave')[];
  /** The element the app asked to show fullscreen. */
  fullscreenTarget?: Element;
}

declare global {
  interface Window {
    createUnityInstance?: unknown;
    dispatchReactUnityEvent?: (name: string, ...params: unknown[]) => void;
  }
}

function installBuild({ fail = false }: { fail?: boolean } = {}): FakeBuild {
  const build: FakeBuild = { messages: [], sentAt: [], fullscreen: [] };
  // jsdom has no Fullscreen API: these stand where the browser's are, granting every request.
  Element.prototype.requestFullscreen = function (this: Element) {
    build.fullscreen.push('enter');
    build.fullscreenTarget = this;
    return Promise.resolve();
  };
  document.exitFullscreen = () => {
    build.fullscreen.push('leave');
    return Promise.resolve();
  };
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    Reflect.deleteProperty(document, 'exitFullscreen');
  });
  window.createUnityInstance = async (
    canvas: HTMLCanvasElement,
    _args: unknown,
    onProgress: (progress: number) => void,
  ) => {
    onProgress(0.4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (fail) throw new Error('WebGL is not supported');
    onProgress(1);
    build.loadedAt = performance.now();
    return {
      Module: { canvas },
      SendMessage: (gameObject: string, method: string, parameter: unknown) => {
        build.sentAt.push(performance.now());
        build.messages.push([gameObject, method, parameter]);
      },
      SetFullscreen: () => {
        throw new Error('the app fullscreens its stage, not the canvas');
      },
      Quit: () => Promise.resolve(),
    };
  };
  return build;
}

/** The loader script react-unity-webgl injected; firing its load event is what a browser would do. */
async function loadLoaderScript(event: 'load' | 'error' = 'load'): Promise<void> {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>('script[src$="aim-train.loader.js"]');
    if (!found) throw new Error('no loader script yet');
    return found;
  });
  act(() => {
    script.dispatchEvent(new Event(event));
  });
}

/** What the game sends the app through the bridge. */
function gameReports(event: string, ...params: unknown[]): void {
  act(() => {
    window.dispatchReactUnityEvent?.(event, ...params);
  });
}

const t = translator();

let mock: MockSession;
let token: string;
let msisdn: string;

// The game's end goes back to /daily-gaming-tasks: its page module is compiled before the tests.
beforeAll(() => preloadRoute('/daily-gaming-tasks'), 60_000);

beforeEach(async () => {
  mock = await createMockSession();
  ({ token, msisdn } = await mock.login());
});

afterEach(() => {
  delete window.createUnityInstance;
  document.querySelectorAll('script[src$="aim-train.loader.js"]').forEach((script) => script.remove());
});

async function credits(): Promise<number> {
  const { data } = await mock.api(token).GET('/v1/user/profile');
  if (!data) throw new Error('no profile');
  return data.credits;
}

/** Enters level 1 like 'Play Now' does; answers the state Play Now hands over to /aim-train. */
async function enterLevelOne(accessToken = token): Promise<AimTrainLocationState> {
  const level = 1;
  const { data } = await mock.api(accessToken).POST('/v1/esl-games/enter', {
    body: {
      game_unique_id: AIM_TRAIN_GAME.gameId,
      game_name: AIM_TRAIN_GAME.name,
      game_level: level,
      level_credits: AIM_TRAIN_LEVEL_CREDITS[level] ?? 0,
    },
  });
  expect(data?.success).toBe(true);
  return {
    game: {
      game_unique_id: AIM_TRAIN_GAME.gameId,
      game_name: AIM_TRAIN_GAME.name,
      gameId: AIM_TRAIN_GAME.gameId,
    },
    level,
    levelCredits: AIM_TRAIN_LEVEL_CREDITS[level] ?? 0,
  };
}

/** Enters level 1, then opens /aim-train with the state Play Now hands over. */
async function openLevelOne(width?: number) {
  const state = await enterLevelOne();
  const app = renderApp({
    route: '/completed',
    mockSessionId: mock.id,
    session: { msisdn, accessToken: token, ...POPUPS_SEEN },
    width,
  });
  await act(() => app.router.navigate('/aim-train', { state }));
  return app;
}

describe('/aim-train', () => {
  it('redirects to /daily-gaming-tasks without game and level state', async () => {
    const { router } = renderApp({ route: '/aim-train', mockSessionId: mock.id });
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-gaming-tasks'));
  });

  it('shows a download bar with the build size while loading, then sends SetLevel 0.5 s after load', async () => {
    const build = installBuild();
    await openLevelOne(DESKTOP_WIDTH);
    expect(await screen.findByRole('heading', { level: 1, name: AIM_TRAIN_GAME.name })).toBeInTheDocument();
    expect(screen.getByText(`Level 1 · ${MESSAGES.winCredits(30)}`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar.closest('label')).toHaveTextContent(/Downloading Aim Train \(\d+ KB\)… 0%/);
    await loadLoaderScript();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => expect(build.messages).toHaveLength(2));
    // The page's language first (issue 39), then the level.
    expect(build.messages.map(([object, method]) => [object, method])).toEqual([
      ['GameManager', 'SetLanguage'],
      ['GameManager', 'SetLevel'],
    ]);
    // Measured where it happens (the build's own clock), not when the test gets to look: on a loaded
    // machine the test saw the load late and the wait short.
    expect(build.sentAt[1]! - build.loadedAt!).toBeGreaterThanOrEqual(AIM_TRAIN_BRIDGE.setLevelDelayMs - 2);
    expect(build.messages[1]).toEqual(['GameManager', 'SetLevel', 1]);
    // Desktop: no fullscreen attempt.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(build.fullscreen).toEqual([]);
  });

  it("sends the game its words in the page's language, from the catalogue, and again when the language changes", async () => {
    const build = installBuild();
    const sentLanguages = () =>
      build.messages
        .filter(([, method]) => method === AIM_TRAIN_BRIDGE.setLanguageMethod)
        .map(([, , parameter]) => JSON.parse(String(parameter)) as AimTrainLanguage);
    await loadLanguage('ur');
    try {
      const { user } = await openLevelOne(DESKTOP_WIDTH);
      await loadLoaderScript();
      await waitFor(() => expect(sentLanguages()).toHaveLength(1));
      const ur = translator('ur');
      const [urdu] = sentLanguages();
      expect([urdu!.language, urdu!.direction]).toEqual(['ur', 'rtl']);
      expect(Object.keys(urdu!.texts).sort()).toEqual(Object.keys(AIM_TRAIN_TEXTS).sort());
      expect(urdu!.texts['aimgame.level']).toBe(ur('aimgame.level'));
      expect(urdu!.texts['aimgame.tapToStart']).toBe(ur('aimgame.tapToStart'));
      // The numbers are the game's to write (Intl, in the language it was sent): their places are kept.
      expect(urdu!.texts['aimgame.goal']).toBe(ur('aimgame.goal', { hits: '{hits}', seconds: '{seconds}' }));
      expect(urdu!.texts['aimgame.goal']).toMatch(/^(?=.*\{hits\})(?=.*\{seconds\})/);
      expect(urdu!.texts['aimgame.goal'].replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);

      await user.click(screen.getByRole('button', { name: 'English' }));
      await waitFor(() => expect(sentLanguages()).toHaveLength(2));
      const english = sentLanguages()[1]!;
      expect([english.language, english.direction]).toEqual(['en', 'ltr']);
      expect(english.texts).toEqual(AIM_TRAIN_TEXTS);
    } finally {
      await loadLanguage('en');
    }
  });

  it('a pass posts is_passed 1, credits the level once, says Level 1 completed! and offers level 2 next', async () => {
    installBuild();
    const before = await credits();
    const { user, router } = await openLevelOne();
    await loadLoaderScript();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // The level was played for as long as the server requires before it takes a pass.
    await mock.advanceDays(aimTrainMinPassMs(1) / 86_400_000);
    gameReports('LevelPassed', 1);
    const popup = await screen.findByRole('dialog', { name: MESSAGES.levelCompleted(1) });
    expect(
      await within(popup).findByText(
        `+30 credits. You now have ${(before + 30).toLocaleString('en-US')} credits.`,
      ),
    ).toBeInTheDocument();
    // A second report of the same level is ignored.
    gameReports('LevelPassed', 1);
    expect(await credits()).toBe(before + 30);
    const esl = await mock.eslGames(token);
    expect(esl.find((g) => g.game_unique_id === AIM_TRAIN_GAME.gameId)?.next_level).toBe(2);
    // This device remembers the pass, for a backend that sends no next_level (decision 0580).
    expect(passedLevelHere(msisdn)).toBe(1);
    // A tap that was meant for a target lands on the backdrop: the result stays on screen.
    await user.click(document.querySelector('.modal__backdrop')!);
    expect(screen.getByRole('dialog', { name: MESSAGES.levelCompleted(1) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/aim-train');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-gaming-tasks'));
  });

  it('a pass shows on the leaderboard at once: the credits are fetched again', async () => {
    installBuild();
    const session = await leaderSession(mock);
    const state = await enterLevelOne(session.accessToken);
    const { user, router } = renderApp({ route: '/leaderboard', mockSessionId: mock.id, session });
    await waitFor(() => expect(firstPlace()).toHaveTextContent(creditsText(LEADER_CREDITS)));
    await act(() => router.navigate('/aim-train', { state }));
    await loadLoaderScript();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // The level was played for as long as the server requires before it takes a pass.
    await mock.advanceDays(aimTrainMinPassMs(1) / 86_400_000);
    gameReports('LevelPassed', 1);
    const popup = await screen.findByRole('dialog', { name: MESSAGES.levelCompleted(1) });
    await within(popup).findByText(
      `+30 credits. You now have ${creditsText(LEADER_CREDITS + 30).toLowerCase()}.`,
    );
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    await act(() => router.navigate('/leaderboard'));
    await waitFor(() => expect(firstPlace()).toHaveTextContent(creditsText(LEADER_CREDITS + 30)));
  });

  it("a fail posts is_passed 0 with the game's reason, credits nothing and keeps the level", async () => {
    installBuild();
    const before = await credits();
    const { user, router } = await openLevelOne();
    await loadLoaderScript();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    gameReports('LevelFailed', 1, 'Time is up');
    const popup = await screen.findByRole('dialog', { name: MESSAGES.levelFailed(1, 'Time is up') });
    expect(popup).toHaveTextContent('Level 1 failed! Reason: Time is up');
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'OK' })).toBeEnabled());
    expect(await credits()).toBe(before);
    const esl = await mock.eslGames(token);
    expect(esl.find((g) => g.game_unique_id === AIM_TRAIN_GAME.gameId)?.next_level).toBe(1);
    expect(passedLevelHere(msisdn)).toBe(0);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-gaming-tasks'));
  });

  it('says the result was not saved when saving it fails, and sends it again on request', async () => {
    installBuild();
    const before = await credits();
    await mock.fault('submitEslGameResult', { status: 500, times: 1 });
    const { user } = await openLevelOne();
    await loadLoaderScript();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await mock.advanceDays(aimTrainMinPassMs(1) / 86_400_000);
    gameReports('LevelPassed', 1);
    const popup = await screen.findByRole('dialog', { name: MESSAGES.levelCompleted(1) });
    const alert = await within(popup).findByRole('alert');
    expect(alert).toHaveTextContent(t('aimtrain.resultNotSaved'));
    // Not the generic text beside 'Level 1 completed!', nor the 500's own words.
    expect(popup).not.toHaveTextContent(MESSAGES.genericError);
    expect(popup).not.toHaveTextContent('Internal server error');
    expect(await credits()).toBe(before);
    await user.click(within(popup).getByRole('button', { name: t('aimtrain.sendResultAgain') }));
    expect(
      await within(popup).findByText(
        `+30 credits. You now have ${(before + 30).toLocaleString('en-US')} credits.`,
      ),
    ).toBeInTheDocument();
    expect(within(popup).queryByRole('alert')).toBeNull();
    expect(within(popup).queryByRole('button', { name: t('aimtrain.sendResultAgain') })).toBeNull();
    expect(await mock.calls('submitEslGameResult')).toBe(2);
  });

  it("shows 'Game Error' with the WebGL message when the build fails to start, and Reload Game loads it again", async () => {
    installBuild({ fail: true });
    const { user } = await openLevelOne();
    await loadLoaderScript();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MESSAGES.gameError })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGES.gameLoadError);
    const build = installBuild();
    await user.click(within(alert).getByRole('button', { name: MESSAGES.reloadGame }));
    await loadLoaderScript();
    await waitFor(() => expect(build.messages.at(-1)).toEqual(['GameManager', 'SetLevel', 1]));
    expect(build.messages.map(([, method]) => method)).toEqual(['SetLanguage', 'SetLevel']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Game Error' when the loader script itself cannot be downloaded", async () => {
    installBuild();
    await openLevelOne();
    await loadLoaderScript('error');
    expect(await screen.findByRole('heading', { name: MESSAGES.gameError })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches:
              query === '(pointer: coarse)' ||
              query === '(orientation: portrait)' ||
              query.includes('max-width'),
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          }) as MediaQueryList,
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it('attempts fullscreen 1 s after load and asks to rotate to landscape in portrait', async () => {
      const build = installBuild();
      const { user } = await openLevelOne();
      await loadLoaderScript();
      const prompt = await screen.findByRole('dialog', { name: 'Rotate your phone to landscape to play.' });
      await waitFor(() => expect(build.fullscreen).toEqual(['enter']));
      // What goes fullscreen holds the game and the prompt: a phone that keeps portrait still shows it.
      expect(build.fullscreenTarget).toContainElement(prompt);
      expect(build.fullscreenTarget).toContainElement(document.querySelector('canvas'));
      await user.click(within(prompt).getByRole('button', { name: 'Play in portrait' }));
      expect(screen.queryByText('Rotate your phone to landscape to play.')).not.toBeInTheDocument();
    });

    it('a level over before the fullscreen attempt stays out of fullscreen, its result in view', async () => {
      const build = installBuild();
      // The attempt's timer is held and fired by the test once the level is over: on a loaded CI machine
      // the real 1 s could pass before the test's game reports its end.
      const attempts: (() => void)[] = [];
      const setTimer = window.setTimeout.bind(window);
      vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number) => {
        if (delay !== AIM_TRAIN_BRIDGE.fullscreenDelayMs || typeof handler !== 'function') {
          return setTimer(handler, delay);
        }
        attempts.push(handler as () => void);
        return 0;
      }) as typeof window.setTimeout);
      await openLevelOne();
      await loadLoaderScript();
      await screen.findByRole('dialog', { name: 'Rotate your phone to landscape to play.' });
      await waitFor(() => expect(attempts).toHaveLength(1));
      gameReports('LevelFailed', 1, 'Time is up');
      await screen.findByRole('dialog', { name: MESSAGES.levelFailed(1, 'Time is up') });
      // The 1 s after load comes now, the level over.
      await act(async () => attempts.forEach((attempt) => attempt()));
      expect(build.fullscreen).toEqual([]);
      expect(screen.getByRole('dialog', { name: MESSAGES.levelFailed(1, 'Time is up') })).toBeVisible();
    });

    it('fullscreen granted after the level ended is left again, so the result popup can be answered', async () => {
      const build = installBuild();
      await openLevelOne();
      await loadLoaderScript();
      await waitFor(() => expect(build.fullscreen).toEqual(['enter']));
      gameReports('LevelFailed', 1, 'Time is up');
      await screen.findByRole('dialog', { name: MESSAGES.levelFailed(1, 'Time is up') });
      // The browser grants the request only now.
      const stage = build.fullscreenTarget;
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => stage });
      try {
        act(() => {
          document.dispatchEvent(new Event('fullscreenchange'));
        });
        expect(build.fullscreen).toEqual(['enter', 'leave']);
      } finally {
        Reflect.deleteProperty(document, 'fullscreenElement');
      }
    });
  });
});
