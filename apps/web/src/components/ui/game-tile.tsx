import { GameIcon } from './artwork';
import './game-tile.css';

/**
 * The inside of a game's tile in a grid of games (/daily-gaming-tasks, /highlights): its icon, its name
 * and an optional badge. The caller owns the link (a router Link, or a new-tab anchor) and gives it
 * className="game-tile hover-lift"; the list around the tiles has className="game-grid".
 */
export function GameTileContent({ name, badge }: { name: string; badge?: string }) {
  return (
    <>
      <GameIcon name={name} alt="" size={120} className="game-tile__image" />
      <span className="game-tile__name">
        <bdi>{name}</bdi>
      </span>
      {badge ? <span className="game-tile__badge">{badge}</span> : null}
    </>
  );
}
