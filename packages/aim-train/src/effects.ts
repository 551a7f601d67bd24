/** Short-lived hit/miss marks, pooled so a frame never allocates. */
export interface Effect {
  active: boolean;
  kind: 'hit' | 'miss';
  x: number;
  y: number;
  radius: number;
  ageMs: number;
}

export const EFFECT_DURATION_MS = 350;
const EFFECT_POOL_SIZE = 16;

export interface Effects {
  readonly items: readonly Effect[];
  add(kind: Effect['kind'], x: number, y: number, radius: number): void;
  update(dtMs: number): void;
  clear(): void;
}

export function createEffects(): Effects {
  const items: Effect[] = [];
  for (let i = 0; i < EFFECT_POOL_SIZE; i++) {
    items.push({ active: false, kind: 'hit', x: 0, y: 0, radius: 0, ageMs: 0 });
  }
  let next = 0;
  return {
    items,
    add(kind, x, y, radius) {
      // Round-robin: when all are busy the oldest mark is reused.
      const e = items[next];
      next = (next + 1) % items.length;
      if (!e) return;
      e.active = true;
      e.kind = kind;
      e.x = x;
      e.y = y;
      e.radius = radius;
      e.ageMs = 0;
    },
    update(dtMs) {
      for (const e of items) {
        if (!e.active) continue;
        e.ageMs += dtMs;
        if (e.ageMs >= EFFECT_DURATION_MS) e.active = false;
      }
    },
    clear() {
      for (const e of items) e.active = false;
    },
  };
}
