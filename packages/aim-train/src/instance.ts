import { AIM_TRAIN_BRIDGE, type DispatchReactUnityEvent } from './bridge';
import { AIM_TRAIN_LEVELS, parseLevelNumber, type LevelParams } from './levels';
import { parseLevelPack } from './level-pack';
import { startRuntime, type AimTrainSnapshot, type Runtime } from './runtime';
import { parseGameLanguage } from './texts';

/**
 * What react-unity-webgl passes to createUnityInstance (a subset of its UnityArguments), plus two
 * HTML5-build extras that a direct caller (the demo page, tests) may set.
 */
export interface AimTrainLoaderArgs {
  dataUrl?: string;
  frameworkUrl?: string;
  codeUrl?: string;
  devicePixelRatio?: number;
  disabledCanvasEvents?: readonly string[];
  print?: (message: string) => void;
  printErr?: (message: string) => void;
  /** HTML5 build only: seed for reproducible targets (react-unity-webgl does not forward it; use SetSeed). */
  seed?: number | string;
  /** HTML5 build only: start with sound on. */
  sound?: boolean;
}

/** The Unity-shaped instance react-unity-webgl keeps and calls. */
export interface AimTrainInstance {
  /** react-unity-webgl swaps Module.canvas for a throwaway canvas before Quit, so it must stay writable. */
  Module: { canvas: HTMLCanvasElement };
  SendMessage(gameObjectName: string, methodName: string, parameter?: string | number): void;
  SetFullscreen(fullscreen: 0 | 1): void;
  Quit(): Promise<void>;
}

export type ProgressCallback = (progress: number) => void;

/** Test hook on window while a game runs (HTML5 build only): read targets to play in a browser test. */
export interface AimTrainDebugHook {
  state(): AimTrainSnapshot | null;
}

declare global {
  interface Window {
    createUnityInstance?: (
      canvas: HTMLCanvasElement,
      args?: AimTrainLoaderArgs,
      onProgress?: ProgressCallback,
    ) => Promise<AimTrainInstance>;
    dispatchReactUnityEvent?: DispatchReactUnityEvent;
    aimTrainDebug?: AimTrainDebugHook;
  }
}

const DEFAULT_DISABLED_CANVAS_EVENTS = ['contextmenu', 'dragstart'];

/** Fetches the level pack, reporting 0..1 as the body streams. Throws on HTTP errors and bad data. */
export async function fetchLevelPack(
  url: string,
  onFraction: (fraction: number) => void,
): Promise<readonly LevelParams[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Aim Train: could not load ${url} (HTTP ${response.status})`);
  const total = Number(response.headers.get('content-length')) || 0;
  let text: string;
  if (response.body && typeof TextDecoder === 'function') {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let received = 0;
    text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      text += decoder.decode(value, { stream: true });
      // Without a length (or with a compressed one) progress still moves, just never past the end.
      onFraction(total > 0 ? Math.min(1, received / total) : 1 - 1 / (1 + received / 4096));
    }
    text += decoder.decode();
  } else {
    text = await response.text();
  }
  onFraction(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`Aim Train: ${url} is not JSON`);
  }
  return parseLevelPack(json);
}

function requestFullscreen(canvas: HTMLCanvasElement): Promise<void> | void {
  const el = canvas as HTMLCanvasElement & { webkitRequestFullscreen?: () => void };
  if (typeof el.requestFullscreen === 'function') return el.requestFullscreen();
  el.webkitRequestFullscreen?.();
}

/**
 * window.createUnityInstance for the HTML5 build: same contract as Unity's loader.
 * Progress goes 0 .. <1 while the level pack loads, then exactly 1 right before the promise resolves.
 */
export async function createAimTrainInstance(
  canvas: HTMLCanvasElement,
  args: AimTrainLoaderArgs = {},
  onProgress?: ProgressCallback,
): Promise<AimTrainInstance> {
  const print = args.print ?? ((message: string) => console.log(message));
  const printErr = args.printErr ?? ((message: string) => console.error(message));
  let progress = 0;
  const report = (value: number) => {
    // Never backwards, never 1 before the instance is ready: react-unity-webgl flags loaded at exactly 1.
    progress = Math.max(progress, Math.min(value, 0.99));
    onProgress?.(progress);
  };

  if (!canvas || typeof canvas.getContext !== 'function') {
    throw new Error('Aim Train: createUnityInstance needs a canvas element');
  }
  report(0);
  const levels = args.dataUrl
    ? await fetchLevelPack(args.dataUrl, (f) => report(0.05 + 0.85 * f))
    : AIM_TRAIN_LEVELS;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Aim Train: this browser gave no 2D canvas context');
  report(0.95);

  const dispatch = (eventName: string, ...params: unknown[]) => {
    const target = globalThis.window?.dispatchReactUnityEvent;
    if (typeof target !== 'function') {
      print(`Aim Train: ${eventName}(${params.join(', ')}) not delivered, no dispatchReactUnityEvent`);
      return;
    }
    try {
      target(eventName, ...params);
    } catch (error) {
      printErr(`Aim Train: ${eventName} listener threw: ${String(error)}`);
    }
  };

  const runtime: Runtime = startRuntime(canvas, ctx, {
    levels,
    seed: args.seed ?? null,
    sound: args.sound === true,
    devicePixelRatio: args.devicePixelRatio,
    disabledCanvasEvents: args.disabledCanvasEvents ?? DEFAULT_DISABLED_CANVAS_EVENTS,
    onOutcome(level, outcome) {
      if (outcome.passed) dispatch(AIM_TRAIN_BRIDGE.events.passed, level);
      else dispatch(AIM_TRAIN_BRIDGE.events.failed, level, outcome.reason);
    },
  });

  const debugHook: AimTrainDebugHook = { state: () => runtime.snapshot() };
  if (globalThis.window) globalThis.window.aimTrainDebug = debugHook;
  let quit = false;

  const instance: AimTrainInstance = {
    Module: { canvas },
    SendMessage(gameObjectName, methodName, parameter) {
      if (quit) return;
      if (gameObjectName !== AIM_TRAIN_BRIDGE.gameObject) {
        printErr(`SendMessage: object ${gameObjectName} not found!`);
        return;
      }
      switch (methodName) {
        case AIM_TRAIN_BRIDGE.setLevelMethod: {
          const level = parseLevelNumber(parameter);
          if (level === null) printErr(`Aim Train: SetLevel needs a level 1..25, got ${String(parameter)}`);
          else runtime.setLevel(level);
          return;
        }
        case AIM_TRAIN_BRIDGE.setLanguageMethod: {
          const language = parseGameLanguage(parameter);
          if (language === null)
            printErr(
              `Aim Train: SetLanguage needs the language as JSON, got ${String(parameter).slice(0, 80)}`,
            );
          else runtime.setLanguage(language);
          return;
        }
        case AIM_TRAIN_BRIDGE.setSeedMethod:
          runtime.setSeed(parameter === undefined || parameter === '' ? null : parameter);
          return;
        case AIM_TRAIN_BRIDGE.setSoundMethod:
          runtime.setSound(Number(parameter) === 1);
          return;
        default:
          printErr(
            `SendMessage: object ${gameObjectName} does not have receiver for function ${methodName}!`,
          );
      }
    },
    SetFullscreen(fullscreen) {
      if (quit) return;
      try {
        if (fullscreen) {
          // Browsers refuse without a user gesture; the game keeps running either way.
          void Promise.resolve(requestFullscreen(canvas)).catch((error: unknown) =>
            print(`Aim Train: fullscreen refused (${String(error)})`),
          );
        } else if (globalThis.document?.fullscreenElement === canvas) {
          void globalThis.document.exitFullscreen().catch(() => undefined);
        }
      } catch (error) {
        print(`Aim Train: fullscreen unavailable (${String(error)})`);
      }
    },
    Quit() {
      if (!quit) {
        quit = true;
        runtime.quit();
        if (globalThis.window?.aimTrainDebug === debugHook) delete globalThis.window.aimTrainDebug;
      }
      return Promise.resolve();
    },
  };
  onProgress?.(1);
  return instance;
}
