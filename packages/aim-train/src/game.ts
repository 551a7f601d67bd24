import { AIM_TRAIN_RESPAWN_GAP_MS } from '@esr/domain';
import { getLevelParams, type LevelParams } from './levels';
import { mulberry32, normalizeSeed, type Random } from './prng';

/** The reasons a level can be failed; the app shows them after 'Reason: '. */
export const AIM_TRAIN_FAIL_REASONS = {
  timeUp: 'Time is up',
  accuracyTooLow: 'Accuracy too low',
} as const;
export type FailReason = (typeof AIM_TRAIN_FAIL_REASONS)[keyof typeof AIM_TRAIN_FAIL_REASONS];

/** ready: waiting for the first tap; playing: clock running; passed/failed: final. */
export type GamePhase = 'ready' | 'playing' | 'passed' | 'failed';

export type GameOutcome = { readonly passed: true } | { readonly passed: false; readonly reason: FailReason };

/** What a pointer press did. */
export type PointerResult = 'start' | 'hit' | 'miss' | 'ignored';

/** A pooled target; only `active` ones are on screen. Coordinates are CSS pixels of the canvas. */
export interface Target {
  active: boolean;
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  ageMs: number;
  lifetimeMs: number;
}

export interface GameState {
  readonly level: number;
  readonly params: LevelParams;
  phase: GamePhase;
  /** Time played so far (only runs while playing). */
  elapsedMs: number;
  hits: number;
  /** Presses that hit no target. */
  misses: number;
  /** Targets that disappeared without being hit. */
  escaped: number;
  outcome: GameOutcome | null;
  /** Fixed-size pool; iterate and skip the inactive ones. */
  readonly targets: readonly Target[];
  /** Playfield: x in [0, width], y in [top, height]. */
  width: number;
  height: number;
  top: number;
}

export interface GameOptions {
  level: number;
  seed: number | string;
  width: number;
  height: number;
  /** Playfield starts this far from the top (room for the HUD). */
  top?: number;
  /** Level table to read the difficulty from (the built-in one by default, or a fetched level pack). */
  levels?: readonly LevelParams[];
}

export interface Game {
  readonly state: Readonly<GameState>;
  /** Starts the clock (a press in the ready phase does the same). */
  start(): void;
  /** Advances the game by dtMs milliseconds of play. */
  update(dtMs: number): void;
  /** A press at (x, y); `tolerance` widens every target (finger presses are less precise than a mouse). */
  pointerDown(x: number, y: number, tolerance?: number): PointerResult;
  /** The canvas changed size: new targets use the new size, current ones are kept inside it. */
  resize(width: number, height: number, top?: number): void;
}

/** Pool size: the most targets any level shows at once, with room to spare. */
const TARGET_POOL_SIZE = 8;
/**
 * A short pause before a freed slot is refilled, so a new target never appears under the finger. In
 * @esr/domain: it bounds how fast a level can be passed (aimTrainMinPassMs, checked by the server).
 */
const RESPAWN_GAP_MS = AIM_TRAIN_RESPAWN_GAP_MS;
/** Physics step: keeps bounces correct when a frame is long. */
const MAX_STEP_MS = 50;
/** Targets never get smaller than this (CSS px), whatever the screen. */
const MIN_RADIUS_PX = 10;
const SPAWN_ATTEMPTS = 8;

/** Hits / shots, or 1 before the first shot (nothing missed yet). */
export function accuracyOf(state: Pick<GameState, 'hits' | 'misses'>): number {
  const shots = state.hits + state.misses;
  return shots === 0 ? 1 : state.hits / shots;
}

/** Milliseconds left on the clock. */
export function timeLeftOf(state: Pick<GameState, 'params' | 'elapsedMs'>): number {
  return Math.max(0, state.params.timeLimitMs - state.elapsedMs);
}

function meetsRequirement(state: GameState): boolean {
  return state.hits >= state.params.requiredHits && accuracyOf(state) >= state.params.minAccuracy;
}

export function createGame(options: GameOptions): Game {
  const params = getLevelParams(options.level, options.levels);
  const random: Random = mulberry32(normalizeSeed(options.seed));
  const targets: Target[] = [];
  for (let i = 0; i < TARGET_POOL_SIZE; i++) {
    targets.push({ active: false, x: 0, y: 0, vx: 0, vy: 0, radius: 0, ageMs: 0, lifetimeMs: 0 });
  }
  const state: GameState = {
    level: params.level,
    params,
    phase: 'ready',
    elapsedMs: 0,
    hits: 0,
    misses: 0,
    escaped: 0,
    outcome: null,
    targets,
    width: Math.max(1, options.width),
    height: Math.max(1, options.height),
    top: Math.max(0, options.top ?? 0),
  };
  let spawnTimerMs = 0;

  const shortSide = () => Math.max(1, Math.min(state.width, state.height - state.top));
  const activeCount = () => {
    let n = 0;
    for (const t of targets) if (t.active) n++;
    return n;
  };

  function overlapsActive(x: number, y: number, radius: number, self: Target): boolean {
    for (const t of targets) {
      if (!t.active || t === self) continue;
      const min = t.radius + radius + 4;
      if ((t.x - x) * (t.x - x) + (t.y - y) * (t.y - y) < min * min) return true;
    }
    return false;
  }

  function spawn(): void {
    const slot = targets.find((t) => !t.active);
    if (!slot) return;
    const side = shortSide();
    const radius = Math.min(Math.max(MIN_RADIUS_PX, params.targetRadius * side), side / 2);
    let x = 0;
    let y = 0;
    for (let attempt = 0; attempt < SPAWN_ATTEMPTS; attempt++) {
      x = radius + random() * Math.max(0, state.width - 2 * radius);
      y = state.top + radius + random() * Math.max(0, state.height - state.top - 2 * radius);
      if (!overlapsActive(x, y, radius, slot)) break;
    }
    const angle = random() * Math.PI * 2;
    const speed = (params.targetSpeed * side) / 1000;
    slot.active = true;
    slot.x = x;
    slot.y = y;
    slot.vx = Math.cos(angle) * speed;
    slot.vy = Math.sin(angle) * speed;
    slot.radius = radius;
    slot.ageMs = 0;
    slot.lifetimeMs = params.targetLifetimeMs;
  }

  function keepInside(t: Target): void {
    const minX = t.radius;
    const maxX = Math.max(minX, state.width - t.radius);
    const minY = state.top + t.radius;
    const maxY = Math.max(minY, state.height - t.radius);
    if (t.x < minX) {
      t.x = minX;
      t.vx = Math.abs(t.vx);
    } else if (t.x > maxX) {
      t.x = maxX;
      t.vx = -Math.abs(t.vx);
    }
    if (t.y < minY) {
      t.y = minY;
      t.vy = Math.abs(t.vy);
    } else if (t.y > maxY) {
      t.y = maxY;
      t.vy = -Math.abs(t.vy);
    }
  }

  /** An empty screen is refilled after a short gap; otherwise the spawn interval keeps its pace. */
  function afterTargetGone(): void {
    if (activeCount() === 0 || spawnTimerMs < RESPAWN_GAP_MS) spawnTimerMs = RESPAWN_GAP_MS;
  }

  function finish(outcome: GameOutcome): void {
    state.phase = outcome.passed ? 'passed' : 'failed';
    state.outcome = outcome;
    for (const t of targets) t.active = false;
  }

  function step(dtMs: number): void {
    state.elapsedMs += dtMs;
    for (const t of targets) {
      if (!t.active) continue;
      t.ageMs += dtMs;
      if (t.ageMs >= t.lifetimeMs) {
        t.active = false;
        state.escaped++;
        afterTargetGone();
        continue;
      }
      t.x += t.vx * dtMs;
      t.y += t.vy * dtMs;
      keepInside(t);
    }
    spawnTimerMs -= dtMs;
    if (spawnTimerMs <= 0 && activeCount() < params.maxTargets) {
      spawn();
      spawnTimerMs = params.spawnIntervalMs;
    }
    if (state.elapsedMs >= params.timeLimitMs) {
      state.elapsedMs = params.timeLimitMs;
      finish({
        passed: false,
        reason:
          state.hits >= params.requiredHits
            ? AIM_TRAIN_FAIL_REASONS.accuracyTooLow
            : AIM_TRAIN_FAIL_REASONS.timeUp,
      });
    }
  }

  function start(): void {
    if (state.phase !== 'ready') return;
    state.phase = 'playing';
    spawn();
    spawnTimerMs = params.spawnIntervalMs;
  }

  return {
    state,
    start,
    update(dtMs) {
      if (state.phase !== 'playing' || !(dtMs > 0)) return;
      let left = dtMs;
      while (left > 0 && state.phase === 'playing') {
        const dt = Math.min(left, MAX_STEP_MS);
        step(dt);
        left -= dt;
      }
    },
    pointerDown(x, y, tolerance = 0) {
      if (state.phase === 'ready') {
        start();
        return 'start';
      }
      if (state.phase !== 'playing') return 'ignored';
      // Newest slots are drawn on top, so test from the end of the pool.
      let hit: Target | null = null;
      for (let i = targets.length - 1; i >= 0; i--) {
        const t = targets[i];
        if (!t?.active) continue;
        const reach = t.radius + tolerance;
        if ((t.x - x) * (t.x - x) + (t.y - y) * (t.y - y) <= reach * reach) {
          hit = t;
          break;
        }
      }
      if (!hit) {
        state.misses++;
        return 'miss';
      }
      hit.active = false;
      state.hits++;
      afterTargetGone();
      if (meetsRequirement(state)) finish({ passed: true });
      return 'hit';
    },
    resize(width, height, top = state.top) {
      state.width = Math.max(1, width);
      state.height = Math.max(1, height);
      state.top = Math.max(0, top);
      for (const t of targets) if (t.active) keepInside(t);
    },
  };
}
