import { createBeeper } from './audio';
import { createEffects } from './effects';
import { accuracyOf, createGame, timeLeftOf, type Game, type GameOutcome } from './game';
import type { LevelParams } from './levels';
import { createRenderer, hudHeightFor, type View } from './render';
import { ENGLISH, gameWords, type AimTrainLanguage } from './texts';

export interface RuntimeOptions {
  levels: readonly LevelParams[];
  /** null: a fresh random seed for every level. */
  seed: number | string | null;
  sound: boolean;
  /** Fixed pixel ratio (react-unity-webgl's devicePixelRatio prop); otherwise window.devicePixelRatio, live. */
  devicePixelRatio?: number;
  disabledCanvasEvents: readonly string[];
  onOutcome(level: number, outcome: GameOutcome): void;
}

/** A plain copy of the game state, for tests and the debug hook. Coordinates are CSS px of the canvas. */
export interface AimTrainSnapshot {
  level: number;
  phase: string;
  hits: number;
  misses: number;
  escaped: number;
  accuracy: number;
  timeLeftMs: number;
  requiredHits: number;
  minAccuracy: number;
  outcome: GameOutcome | null;
  targets: { x: number; y: number; radius: number }[];
}

export interface Runtime {
  setLevel(level: number): void;
  /** The words, numbers and direction of the page's language (SetLanguage). */
  setLanguage(language: AimTrainLanguage): void;
  setSeed(seed: number | string | null): void;
  setSound(on: boolean): void;
  snapshot(): AimTrainSnapshot | null;
  quit(): void;
}

/** Frames longer than this (tab in background, debugger) only advance the game by this much. */
const MAX_FRAME_MS = 100;
/** Fingers are less precise than a mouse: touch presses reach a little past a target's edge. */
const TOUCH_TOLERANCE_PX = 6;

function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}

export function startRuntime(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  options: RuntimeOptions,
): Runtime {
  const renderer = createRenderer(ctx);
  const effects = createEffects();
  const beeper = createBeeper(options.sound);
  let seed = options.seed;
  let game: Game | null = null;
  let reported = false;
  let frame = 0;
  let lastTs = -1;
  let running = true;
  let cssWidth = 0;
  let cssHeight = 0;
  let backingWidth = 0;
  let backingHeight = 0;
  const view: View = { width: 0, height: 0, nowMs: 0, game: null, effects, words: gameWords(ENGLISH) };
  const previousTouchAction = canvas.style.touchAction;
  canvas.style.touchAction = 'none';

  function pixelRatio(): number {
    const ratio = options.devicePixelRatio ?? globalThis.devicePixelRatio ?? 1;
    return ratio > 0 ? ratio : 1;
  }

  /** Keeps the backing store at CSS size x pixel ratio; returns false while the canvas has no size. */
  function syncSize(): boolean {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width <= 0 || height <= 0) return false;
    const ratio = pixelRatio();
    const bw = Math.max(1, Math.round(width * ratio));
    const bh = Math.max(1, Math.round(height * ratio));
    if (width !== cssWidth || height !== cssHeight || bw !== backingWidth || bh !== backingHeight) {
      cssWidth = width;
      cssHeight = height;
      backingWidth = bw;
      backingHeight = bh;
      if (canvas.width !== bw) canvas.width = bw;
      if (canvas.height !== bh) canvas.height = bh;
      game?.resize(width, height, hudHeightFor(width, height));
    }
    // Resizing resets the context, and the exact ratio keeps 1 CSS px on whole device pixels.
    ctx.setTransform(bw / width, 0, 0, bh / height, 0, 0);
    return true;
  }

  function checkOutcome(): void {
    const outcome = game?.state.outcome;
    if (!game || !outcome || reported) return;
    reported = true;
    beeper.beep(outcome.passed ? 'pass' : 'fail');
    options.onOutcome(game.state.level, outcome);
  }

  function tick(ts: number): void {
    if (!running) return;
    frame = requestAnimationFrame(tick);
    const dt = lastTs < 0 ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, ts - lastTs));
    lastTs = ts;
    if (!syncSize()) return;
    if (game) {
      game.update(dt);
      checkOutcome();
    }
    effects.update(dt);
    view.width = cssWidth;
    view.height = cssHeight;
    view.nowMs = ts;
    view.game = game;
    renderer.draw(view);
  }

  function onPointerDown(event: PointerEvent): void {
    if (!game || !running) return;
    event.preventDefault();
    beeper.unlock();
    const rect = canvas.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    const x = ((event.clientX - rect.left) * cssWidth) / rect.width;
    const y = ((event.clientY - rect.top) * cssHeight) / rect.height;
    const result = game.pointerDown(x, y, event.pointerType === 'touch' ? TOUCH_TOLERANCE_PX : 0);
    if (result === 'hit' || result === 'miss') {
      effects.add(result, x, y, result === 'hit' ? Math.max(12, cssHeight * 0.04) : 0);
      beeper.beep(result);
    }
    checkOutcome();
  }

  const preventDefault = (event: Event) => event.preventDefault();
  canvas.addEventListener('pointerdown', onPointerDown);
  for (const name of options.disabledCanvasEvents) canvas.addEventListener(name, preventDefault);
  frame = requestAnimationFrame(tick);

  return {
    setLevel(level) {
      syncSize();
      game = createGame({
        level,
        seed: seed ?? randomSeed(),
        width: cssWidth || 1,
        height: cssHeight || 1,
        top: cssWidth ? hudHeightFor(cssWidth, cssHeight) : 0,
        levels: options.levels,
      });
      reported = false;
      effects.clear();
    },
    setLanguage(language) {
      view.words = gameWords(language);
      // The page's font for its language (an Urdu page's Nastaliq or Naskh): the canvas inherits it.
      view.fontFamily = globalThis.getComputedStyle?.(canvas).fontFamily || undefined;
    },
    setSeed(next) {
      seed = next;
    },
    setSound(on) {
      beeper.enabled = on;
    },
    snapshot() {
      if (!game) return null;
      const s = game.state;
      return {
        level: s.level,
        phase: s.phase,
        hits: s.hits,
        misses: s.misses,
        escaped: s.escaped,
        accuracy: accuracyOf(s),
        timeLeftMs: timeLeftOf(s),
        requiredHits: s.params.requiredHits,
        minAccuracy: s.params.minAccuracy,
        outcome: s.outcome,
        targets: s.targets.filter((t) => t.active).map((t) => ({ x: t.x, y: t.y, radius: t.radius })),
      };
    },
    quit() {
      if (!running) return;
      running = false;
      cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', onPointerDown);
      for (const name of options.disabledCanvasEvents) canvas.removeEventListener(name, preventDefault);
      canvas.style.touchAction = previousTouchAction;
      beeper.close();
      game = null;
    },
  };
}
