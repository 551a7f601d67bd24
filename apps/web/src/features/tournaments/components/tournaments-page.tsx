import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { failureMessage } from '@/lib/api-error';
import { useTournaments } from '@/lib/queries/list-tournaments';
import { TournamentCard } from './tournament-card';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';
import './tournaments.css';

/** No spec text for an empty list (decision 0530). */
export const NO_TOURNAMENTS = 'tournaments.noTournaments' satisfies MessageId;

/** /tournaments: the weekly tournaments in a carousel (spec section 2). */
export function TournamentsPage() {
  const t = useT();
  const title = t('copy.weeklyTournaments');
  useDocumentTitle(title);
  const { enabled, visitor } = useReadAccess();
  const tournaments = useTournaments({ enabled });

  return (
    <div className="page tournaments">
      <header>
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{t('copy.weeklyTournamentsSubtitle')}</p>
      </header>
      {tournaments.isError ? (
        <ErrorMessage>
          {t.message(failureMessage(tournaments.error, 'messages.failedToLoadTournaments'))}
        </ErrorMessage>
      ) : visitor ? (
        <VisitorInvite what={title} />
      ) : tournaments.data === undefined ? (
        <Loading />
      ) : tournaments.data.length === 0 ? (
        <p className="notice">{t(NO_TOURNAMENTS)}</p>
      ) : (
        <Carousel
          className="tournaments__carousel"
          label={title}
          items={tournaments.data}
          getKey={(tournament) => tournament.tourn_id}
          renderItem={(tournament, index) => (
            <TournamentCard tournament={tournament} priority={index === 0} />
          )}
          autoplayMs={AUTOPLAY_MS.tournaments}
          loop={shouldLoop('tournaments', tournaments.data.length)}
          slidesKind="wide"
          pagination
          navigation
        />
      )}
    </div>
  );
}
