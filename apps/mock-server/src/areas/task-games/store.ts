import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';

/** A game of the daily tasks and the game challenges (games table). */
export interface GameRow {
  game_id: string;
  id: string;
  name: string;
  thumbnail: string;
  daily: number;
  daily_archived: number;
}

export function gameRow(ctx: StoreContext, gameId: string): GameRow | undefined {
  return ctx.sql('SELECT * FROM games WHERE game_id = ?').get(gameId) as GameRow | undefined;
}

export function toGame(row: GameRow): Schemas['DailyGame'] {
  return { id: row.id, gameId: row.game_id, name: row.name, thumbnail: row.thumbnail, game: row.name };
}
