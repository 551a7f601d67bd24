import { COPY, MESSAGES } from '@esr/domain';
import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { failureMessage } from '@/lib/api-error';
import { useTournaments } from '@/lib/queries/list-tournaments';
import { TournamentCard } from './tournament-card';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';
import './tournaments.css';

/** No spec text for an empty list (decision 0530). */
export const NO_TOURNAMENTS = 'No tournaments right now. Check back soon!';

/** /tournaments: the weekly tournaments in a carousel (spec section 2). */
export function TournamentsPage() {
  useDocumentTitle(COPY.weeklyTournaments);
  const { enabled, visitor } = useReadAccess();
  const tournaments = useTournaments({ enabled });

  return (
    <div className="page tournaments">
      <header>
        <h1 className="page__title">{COPY.weeklyTournaments}</h1>
        <p className="page__subtitle">{COPY.weeklyTournamentsSubtitle}</p>
      </header>
      {tournaments.isError ? (
        <ErrorMessage>{failureMessage(tournaments.error, MESSAGES.failedToLoadTournaments)}</ErrorMessage>
      ) : visitor ? (
        <VisitorInvite what={COPY.weeklyTournaments} />
      ) : tournaments.data === undefined ? (
        <Loading />
      ) : tournaments.data.length === 0 ? (
        <p className="notice">{NO_TOURNAMENTS}</p>
      ) : (
        <Carousel
          className="tournaments__carousel"
          label={COPY.weeklyTournaments}
          items={tournaments.data}
          getKey={(t) => t.tourn_id}
          renderItem={(t, index) => <TournamentCard tournament={t} priority={index === 0} />}
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
