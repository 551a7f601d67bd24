import type { Schemas } from '@esr/sdk';

/** What 'Play Now' hands to /aim-train as navigation state (spec section 4: game and level state). */
export interface AimTrainLocationState {
  game: Pick<Schemas['EslGame'], 'game_unique_id' | 'game_name' | 'gameId'>;
  level: number;
  levelCredits: number;
}

/** The state when it is well-formed, else null (a direct visit, a reload in another tab...). */
export function readAimTrainState(state: unknown): AimTrainLocationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = state as Partial<AimTrainLocationState>;
  const { game, level, levelCredits } = candidate;
  if (!game || typeof game.game_unique_id !== 'string' || typeof game.game_name !== 'string') return null;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) return null;
  return { game, level, levelCredits: typeof levelCredits === 'number' ? levelCredits : 0 };
}
