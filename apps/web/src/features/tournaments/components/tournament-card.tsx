import { MESSAGES, entryFeeLabel, splitTournamentTime, tournamentCardEnded } from '@esr/domain';
import { TournamentBanner, tournamentGameIconUrl } from '@/components/ui/artwork';
import { ButtonLink } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import type { Tournament } from '@/lib/queries/list-tournaments';
import { PRIZE_LABELS, prizesOf } from './prizes';

/**
 * A tournament on /tournaments: start date and time, entry fee, the three prizes and 'Join now'; a card
 * whose status is not 1 or that is running shows 'Tournament has ended' and 'View Details' instead.
 */
export function TournamentCard({
  tournament,
  priority = false,
}: {
  tournament: Tournament;
  /** The first card's banner is the page's largest image: loaded at once, not lazily. */
  priority?: boolean;
}) {
  const start = splitTournamentTime(tournament.time);
  const ended = tournamentCardEnded(tournament);
  const href = paths.joinTournament.getHref(tournament.tourn_id);
  const headingId = `tournament-${tournament.tourn_id}-name`;
  return (
    <article className="t-card" aria-labelledby={headingId} data-ended={String(ended)}>
      <div className="t-card__media">
        <TournamentBanner
          className="t-card__banner"
          tournament={tournament}
          width={640}
          height={360}
          priority={priority}
        />
        {ended ? <span className="t-card__badge">{MESSAGES.tournamentEnded}</span> : null}
      </div>
      <div className="t-card__body">
        <div className="t-card__title-row">
          <Image
            src={tournamentGameIconUrl(tournament.tourn_name)}
            alt=""
            width={40}
            height={40}
            className="t-card__icon"
          />
          <h2 id={headingId} className="t-card__name">
            {tournament.tourn_name}
          </h2>
        </div>
        <dl className="t-card__facts">
          <div>
            <dt>Date</dt>
            <dd>{start ? start.date : MESSAGES.notAvailable}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{start ? `${start.time} ${start.ampm}` : MESSAGES.notAvailable}</dd>
          </div>
          <div>
            <dt>Entry Fee</dt>
            <dd>{entryFeeLabel(tournament)}</dd>
          </div>
        </dl>
        <ol className="t-card__prizes" aria-label="Prizes">
          {prizesOf(tournament).map((prize, index) => (
            <li key={PRIZE_LABELS[index]} className={`t-card__prize t-card__prize--${index + 1}`}>
              <span className="t-card__prize-label">{PRIZE_LABELS[index]}</span>
              <span className="t-card__prize-value">{prize || MESSAGES.notAvailable}</span>
            </li>
          ))}
        </ol>
        {ended ? (
          <ButtonLink
            to={href}
            variant="secondary"
            block
            aria-label={`${MESSAGES.viewDetails}: ${tournament.tourn_name}`}
          >
            {MESSAGES.viewDetails}
          </ButtonLink>
        ) : (
          <ButtonLink to={href} block aria-label={`${MESSAGES.joinNow}: ${tournament.tourn_name}`}>
            {MESSAGES.joinNow}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
