import type { ReactNode } from 'react';
import { GameTileContent } from '@/components/ui/game-tile';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { paths } from '@/config/paths';
import { useVideoGames } from '@/lib/queries/list-video-games';
import { errorMessage } from '@/lib/api-error';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import './highlights.css';

// Message ids: tests read their English with translator().
/** Not a spec string: the spec has no message for an empty list (docs/decisions/0520). */
export const NO_HIGHLIGHT_GAMES = 'highlights.noGames' satisfies MessageId;
export const HIGHLIGHT_GAMES_LABEL = 'highlights.gamesLabel' satisfies MessageId;
export const NEW_TAB_HINT = 'highlights.newTabHint' satisfies MessageId;

/**
 * /highlights (spec section 2): the 'Game Highlights' grid of games. A card opens
 * /game-highlights?gameId&gameName in a new tab. rel="opener" (not noopener) so the new tab gets a copy of
 * the session storage, login included (docs/decisions/0520).
 */
export function HighlightsPage() {
  const t = useT();
  const title = t('copy.gameHighlights');
  useDocumentTitle(title);
  const { enabled, visitor } = useReadAccess();
  const games = useVideoGames({ enabled });

  let content: ReactNode;
  if (games.isError) {
    content = (
      <ErrorMessage>
        {t.message(errorMessage(games.error, 'messages.failedToLoadGameHighlights'))}
      </ErrorMessage>
    );
  } else if (visitor) {
    content = <VisitorInvite what={title} />;
  } else if (!games.data) {
    content = <Loading />;
  } else if (games.data.length === 0) {
    content = <p className="notice highlights__empty">{t(NO_HIGHLIGHT_GAMES)}</p>;
  } else {
    content = (
      <ul className="game-grid" aria-label={t(HIGHLIGHT_GAMES_LABEL)}>
        {games.data.map((game) => (
          <li key={game.id}>
            <a
              href={paths.gameHighlights.getHref(game.gameId, game.game)}
              target="_blank"
              rel="opener"
              className="game-tile hover-lift"
            >
              <GameTileContent name={game.game} />
              <span className="visually-hidden"> {t(NEW_TAB_HINT)}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page highlights">
      <header>
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('copy.highlightsSubtitle')}</p>
      </header>
      {content}
    </div>
  );
}
