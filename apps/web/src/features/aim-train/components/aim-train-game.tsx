import {
  AIM_TRAIN_BRIDGE,
  AIM_TRAIN_BUILD,
  AIM_TRAIN_TEXT_PLACEHOLDERS,
  AIM_TRAIN_TEXTS,
  aimTrainBuildUrls,
  toAimTrainResult,
  type AimTrainLanguage,
  type AimTrainResult,
  type GameTextId,
} from '@esr/aim-train';
import { AIM_TRAIN_UNITY_DOWNLOAD_LABEL, directionOf } from '@esr/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Unity, useUnityContext } from 'react-unity-webgl';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { useT, type Translate } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/media-query';
import { exitEslGame } from '../api/submit-esl-result';
import type { AimTrainLocationState } from '../location-state';

/** Phones and tablets: where fullscreen, the landscape lock and the rotate prompt apply (spec section 4). */
export const MOBILE_QUERY = '(pointer: coarse)';
export const PORTRAIT_QUERY = '(orientation: portrait)';

/** The size shown while the build downloads: our build's real size, or the Unity build's 40 MB. */
export function downloadLabel(): string {
  return env.VITE_AIM_TRAIN_DOWNLOAD_LABEL ?? AIM_TRAIN_UNITY_DOWNLOAD_LABEL;
}

/**
 * SetLanguage's parameter: the page's language, its direction and the game's texts from the catalogue
 * (issue 39). Each placeholder is left for the game to fill ('{hits}'), since it writes those numbers
 * every frame, with Intl in this language.
 */
export function gameLanguage(t: Translate): string {
  const placeholders = Object.fromEntries(AIM_TRAIN_TEXT_PLACEHOLDERS.map((name) => [name, `{${name}}`]));
  const ids = Object.keys(AIM_TRAIN_TEXTS) as GameTextId[];
  const language: AimTrainLanguage = {
    language: t.language,
    direction: directionOf(t.language),
    texts: Object.fromEntries(ids.map((id) => [id, t(id, placeholders)])) as AimTrainLanguage['texts'],
  };
  return JSON.stringify(language);
}

/** True when a resource error event is the loader script failing to load (404, offline...). */
function isLoaderError(event: Event, loaderUrl: string): boolean {
  const target = event.target;
  return (
    target instanceof HTMLScriptElement &&
    new URL(target.src, window.location.href).href === new URL(loaderUrl, window.location.href).href
  );
}

/**
 * Fullscreen for the stage, not the game's canvas (react-unity-webgl's requestFullscreen): the rotate
 * prompt is the stage's, so it stays in view on a phone that grants fullscreen but keeps portrait.
 */
async function enterFullscreenLandscape(
  stage: (HTMLElement & { webkitRequestFullscreen?: () => void }) | null,
): Promise<void> {
  try {
    // Safari before 16.4 has only the prefixed call.
    await (stage?.requestFullscreen ? stage.requestFullscreen() : stage?.webkitRequestFullscreen?.());
  } catch {
    // Refused (no recent tap, iPhone): the game plays in the page.
    return;
  }
  // Screen Orientation lock works only in fullscreen on most phones and not at all on some: try it.
  const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
  try {
    await orientation.lock?.('landscape');
  } catch {
    // Refused (desktop, iOS): the rotate prompt covers it.
  }
}

function leaveFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

export interface AimTrainGameProps {
  play: AimTrainLocationState;
  /** Called once with the game's outcome (LevelPassed / LevelFailed through the bridge). */
  onResult: (result: AimTrainResult) => void;
  /** Remounts the game after a load error (the loader script is injected and run again). */
  onReload: () => void;
}

/**
 * The game, loaded through react-unity-webgl exactly as the Unity build would be (docs/decisions/0200):
 * a download bar with the build's size, SetLanguage at load, SetLevel 0.5 s after load, fullscreen and landscape attempted
 * 1 s after load on mobile, a rotate prompt in portrait, and 'Game Error' when the build fails to load.
 */
export function AimTrainGame({ play, onResult, onReload }: AimTrainGameProps) {
  const t = useT();
  const urls = aimTrainBuildUrls(env.VITE_AIM_TRAIN_BASE_URL);
  const unity = useUnityContext({
    ...urls,
    productName: AIM_TRAIN_BUILD.productName,
    companyName: AIM_TRAIN_BUILD.companyName,
    productVersion: AIM_TRAIN_BUILD.productVersion,
  });
  const { isLoaded, loadingProgression, initialisationError, sendMessage } = unity;
  const { addEventListener, removeEventListener } = unity;
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isPortrait = useMediaQuery(PORTRAIT_QUERY);
  const [loaderFailed, setLoaderFailed] = useState(false);
  const [rotateDismissed, setRotateDismissed] = useState(false);
  const finished = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const level = play.level;
  const gameUniqueId = play.game.game_unique_id;

  // react-unity-webgl leaves a loader script that fails to load at "Error" without telling anyone.
  useEffect(() => {
    const onError = (event: Event) => {
      if (isLoaderError(event, urls.loaderUrl)) setLoaderFailed(true);
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, [urls.loaderUrl]);

  // The game's words in the page's language, before its level, and again when the language changes.
  const language = useMemo(() => gameLanguage(t), [t]);
  useEffect(() => {
    if (isLoaded) sendMessage(AIM_TRAIN_BRIDGE.gameObject, AIM_TRAIN_BRIDGE.setLanguageMethod, language);
  }, [isLoaded, language, sendMessage]);

  // Spec section 9: the level is set 0.5 s after load; fullscreen is attempted 1 s after load on mobile.
  useEffect(() => {
    if (!isLoaded) return undefined;
    const timers = [
      window.setTimeout(
        () => sendMessage(AIM_TRAIN_BRIDGE.gameObject, AIM_TRAIN_BRIDGE.setLevelMethod, level),
        AIM_TRAIN_BRIDGE.setLevelDelayMs,
      ),
    ];
    if (isMobile) {
      timers.push(
        window.setTimeout(() => {
          // A level already over (played fast, or a late timer on a busy phone) keeps its result in view.
          if (!finished.current) void enterFullscreenLandscape(stage.current);
        }, AIM_TRAIN_BRIDGE.fullscreenDelayMs),
      );
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [isLoaded, isMobile, level, sendMessage]);

  // The browser can grant fullscreen after the level has ended: the game would then cover the result
  // popup, whose OK the player could not reach. Leave it again.
  useEffect(() => {
    const onChange = () => {
      if (finished.current) leaveFullscreen();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // One listener per event (the library's removeEventListener drops every listener of a name).
  const report = useCallback(
    (eventName: string, params: unknown[]) => {
      const result = toAimTrainResult(eventName, params);
      if (!result || finished.current) return;
      finished.current = true;
      leaveFullscreen();
      onResult({ ...result, level });
    },
    [level, onResult],
  );
  useEffect(() => {
    const passed = (...params: unknown[]) => report(AIM_TRAIN_BRIDGE.events.passed, params);
    const failed = (...params: unknown[]) => report(AIM_TRAIN_BRIDGE.events.failed, params);
    addEventListener(AIM_TRAIN_BRIDGE.events.passed, passed);
    addEventListener(AIM_TRAIN_BRIDGE.events.failed, failed);
    return () => {
      removeEventListener(AIM_TRAIN_BRIDGE.events.passed, passed);
      removeEventListener(AIM_TRAIN_BRIDGE.events.failed, failed);
    };
  }, [addEventListener, removeEventListener, report]);

  // Leaving without a result closes the server's play session (nothing is credited). The check runs
  // after a tick so React's development double mount does not count as leaving.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (!mounted.current && !finished.current) exitEslGame(gameUniqueId, level);
      }, 0);
    };
  }, [gameUniqueId, level]);

  if (initialisationError || loaderFailed) {
    return (
      <div className="aim-train__stage aim-train__stage--error" role="alert">
        <h2 className="aim-train__error-title">{t('messages.gameError')}</h2>
        <p>{t('messages.gameLoadError')}</p>
        <Button onClick={onReload}>{t('messages.reloadGame')}</Button>
      </div>
    );
  }

  const percent = Math.round(loadingProgression * 100);
  return (
    <div className="aim-train__stage" data-loaded={isLoaded} ref={stage}>
      <Unity
        unityProvider={unity.unityProvider}
        className="aim-train__canvas"
        tabIndex={0}
        // The game draws at the device's pixel ratio itself (crisp on any screen).
        devicePixelRatio={window.devicePixelRatio}
      />
      {!isLoaded && (
        <div className="aim-train__overlay">
          <label className="aim-train__progress">
            <span>
              {t('aimtrain.downloading', {
                game: AIM_TRAIN_BUILD.productName,
                size: downloadLabel(),
                percent,
              })}
            </span>
            <progress max={100} value={percent} />
          </label>
        </div>
      )}
      {isLoaded && isMobile && isPortrait && !rotateDismissed && (
        <div
          className="aim-train__overlay aim-train__rotate"
          role="dialog"
          aria-modal="false"
          aria-labelledby="rotate-title"
        >
          <svg
            viewBox="0 0 48 48"
            width="56"
            height="56"
            aria-hidden="true"
            className="aim-train__rotate-icon"
          >
            <rect
              x="14"
              y="6"
              width="20"
              height="36"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            />
            <path
              d="M40 30a14 14 0 0 1-10 10m0 0 4 1m-4-1 1-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          <p id="rotate-title">{t('aimtrain.rotatePhone')}</p>
          <Button variant="secondary" onClick={() => setRotateDismissed(true)}>
            {t('aimtrain.playInPortrait')}
          </Button>
        </div>
      )}
    </div>
  );
}
