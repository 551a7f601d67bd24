import type { Schemas } from '@esr/sdk';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { GameTileContent } from '@/components/ui/game-tile';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { paths } from '@/config/paths';
import { useEslGames } from '@/lib/queries/check-esl-games';
import { useChallengeGames } from '@/lib/queries/list-challenge-games';
import { errorMessage } from '@/lib/api-error';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import './challenges.css';

/** The originals' challenges page id: gameId, else game_unique_id (as on Home). */
function eslGameId(game: Schemas['EslGame']): string {
  return game.gameId || game.game_unique_id;
}

function GameTile({ name, href, badge }: { name: string; href: string; badge?: string }) {
  return (
    <li>
      <Link to={href} className="game-tile hover-lift">
        <GameTileContent name={name} badge={badge} />
      </Link>
    </li>
  );
}

interface SectionQuery<T> {
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
}

function GameSection<T>({
  id,
  title,
  query,
  fallback,
  visitor,
  children,
}: {
  id: string;
  title: string;
  query: SectionQuery<T>;
  fallback: MessageId;
  /** A visitor: the section invites them to subscribe instead of reading the API. */
  visitor: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  const headingId = `${id}-title`;
  let body: ReactNode;
  if (query.isError) body = <ErrorMessage>{t.message(errorMessage(query.error, fallback))}</ErrorMessage>;
  else if (visitor) body = <VisitorInvite what={title} />;
  else if (!query.data) body = <Loading />;
  else body = <ul className="game-grid">{children(query.data)}</ul>;
  return (
    <section className="gaming-tasks__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="gaming-tasks__title">
        {title}
      </h2>
      {body}
    </section>
  );
}

/**
 * /daily-gaming-tasks (spec section 2): 'Gaming Challenges', the 'Made by ESL' originals (Aim Train) and
 * the 'Other Games' that have challenges; a card opens /game-challenges?gameId={id}.
 */
export function GamingTasksPage() {
  const t = useT();
  const title = t('copy.gamingChallenges');
  useDocumentTitle(title);
  const { enabled, visitor } = useReadAccess();
  const esl = useEslGames({ enabled });
  const games = useChallengeGames({ enabled });
  return (
    <div className="page gaming-tasks">
      <header>
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('copy.gamingTasksSubtitle')}</p>
      </header>
      <GameSection
        id="esl"
        title={t('copy.madeByEsl')}
        query={esl}
        fallback="messages.failedToLoadEslGames"
        visitor={visitor}
      >
        {(list) =>
          list.map((game) => (
            <GameTile
              key={game.game_unique_id}
              name={game.game_name}
              href={paths.gameChallenges.getHref(eslGameId(game))}
              badge={t('challenges.eslOriginal')}
            />
          ))
        }
      </GameSection>
      <GameSection
        id="other"
        title={t('copy.otherGames')}
        query={games}
        fallback="messages.failedToLoadDailyGames"
        visitor={visitor}
      >
        {(list) =>
          list.map((game) => (
            <GameTile
              key={game.id}
              name={game.game || game.name}
              href={paths.gameChallenges.getHref(game.gameId)}
            />
          ))
        }
      </GameSection>
    </div>
  );
}
