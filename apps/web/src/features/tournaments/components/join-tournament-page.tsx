import { useSearchParams } from 'react-router-dom';
import { TournamentBanner, tournamentGameIconUrl } from '@/components/ui/artwork';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import type { Tournament } from '@/lib/queries/list-tournaments';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { useTournament } from '../api/view-tournament';
import { entryFeeText, formatDateTime, prizeText } from '../format';
import { prizesOf } from './prizes';
import { RegistrationForm } from './registration-form';
import './join-tournament.css';

export const JOIN_TOURNAMENT_TITLE = 'tournaments.joinTournament' satisfies MessageId;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="join__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function TournamentDetails({ tournament }: { tournament: Tournament }) {
  const t = useT();
  return (
    <div className="join">
      <TournamentBanner className="join__banner" tournament={tournament} width={1280} height={720} priority />
      <header className="join__header">
        <Image
          src={tournamentGameIconUrl(tournament.tourn_name)}
          alt=""
          width={48}
          height={48}
          className="join__icon"
          priority
        />
        <div className="join__heading">
          <h1 className="page__title">
            <bdi>{tournament.tourn_name}</bdi>
          </h1>
        </div>
      </header>

      <div className="join__columns">
        <div className="join__info">
          <dl className="join__facts">
            <Fact label={t('tournaments.entryFee')} value={entryFeeText(tournament, t)} />
            <Fact label={t('tournaments.participants')} value={t.number(tournament.entries.length)} />
            <Fact
              label={t('tournaments.platform')}
              value={tournament.platform || t('messages.notAvailable')}
            />
            <Fact label={t('tournaments.startTime')} value={formatDateTime(tournament.timeStart, t)} />
            <Fact label={t('tournaments.endTime')} value={formatDateTime(tournament.timeEnd, t)} />
          </dl>
          <section className="join__prizes-box" aria-labelledby="join-prizes-title">
            <h2 id="join-prizes-title" className="join__section-title">
              {t('tournaments.prizes')}
            </h2>
            <ol className="join__prizes">
              {prizesOf(tournament).map(({ label, value }, index) => (
                <li key={label} className={`join__prize join__prize--${index + 1}`}>
                  <span className="join__prize-label">{t(label)}</span>
                  <span className="join__prize-value">{prizeText(value, t)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <RegistrationForm key={tournament.tourn_id} tournament={tournament} />
      </div>
    </div>
  );
}

/** A state without tournament details: the page title and one message. */
function Message({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <h1 className="page__title">{t(JOIN_TOURNAMENT_TITLE)}</h1>
      {children}
    </>
  );
}

/** /join-tournament?tournamentId (spec sections 2, 4, 5 and 8). */
export function JoinTournamentPage() {
  const t = useT();
  useDocumentTitle(t(JOIN_TOURNAMENT_TITLE));
  const [params] = useSearchParams();
  const id = params.get('tournamentId')?.trim() ?? '';
  // Wait while the login token is being requested so the call carries it.
  const checking = useSession().status === 'checking';
  const tournament = useTournament(id, { enabled: id !== '' && !checking });

  let content: React.ReactNode;
  if (id === '') {
    content = (
      <Message>
        <ErrorMessage>{t('messages.tournamentIdMissing')}</ErrorMessage>
      </Message>
    );
  } else if (tournament.data !== undefined) {
    content = <TournamentDetails tournament={tournament.data} />;
  } else if (tournament.isError) {
    content = (
      <Message>
        <ErrorMessage>
          {t.message(errorMessage(tournament.error, 'messages.failedToLoadTournamentDetails'))}
        </ErrorMessage>
      </Message>
    );
  } else {
    content = (
      <Message>
        <Loading />
      </Message>
    );
  }
  return <div className="page join-page">{content}</div>;
}
