import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';

/** The highlights: videos, and the games they are grouped by. */
export class Highlights {
  constructor(private readonly ctx: StoreContext) {}

  videos(gameId?: string): Schemas['Video'][] {
    const rows = (
      gameId === undefined
        ? this.ctx.sql('SELECT * FROM videos ORDER BY sort').all()
        : this.ctx.sql('SELECT * FROM videos WHERE game_id = ? ORDER BY sort').all(gameId)
    ) as { id: string; title: string; link: string; thumbnail: string; game: string }[];
    return rows.map((v) => ({
      id: v.id,
      title: v.title,
      link: v.link,
      thumbnail: v.thumbnail,
      game: v.game,
    }));
  }

  highlightGames(): Schemas['GameHighlight'][] {
    const rows = this.ctx.sql('SELECT * FROM highlight_games ORDER BY sort').all() as {
      id: string;
      game_id: string;
      game: string;
      thumbnail: string;
    }[];
    return rows.map((h) => ({ id: h.id, gameId: h.game_id, game: h.game, thumbnail: h.thumbnail }));
  }
}
