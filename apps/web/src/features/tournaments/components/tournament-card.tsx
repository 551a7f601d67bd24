import { splitTournamentTime, tournamentCardEnded, tournamentTimeInstant } from '@esr/domain';
import { TournamentBanner, tournamentGameIconUrl } from '@/components/ui/artwork';
import { ButtonLink } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import type { Tournament } from '@/lib/queries/list-tournaments';
import { formatPakistanTime } from '@/lib/dates';
import { entryFeeText, prizeText } from '../format';
import { prizesOf } from './prizes';

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
  const t = useT();
  const start = splitTournamentTime(tournament.time);
  // The backend's 'YYYY-MM-DD hh:mm AM' written in the page's language; another shape as sent.
  const instant = tournamentTimeInstant(tournament.time);
  const date = instant === null ? start?.date : formatPakistanTime(instant, 'date', t.language);
  const time =
    instant === null
      ? start && `${start.time} ${start.ampm}`
      : formatPakistanTime(instant, 'time', t.language);
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
        {ended ? <span className="t-card__badge">{t('messages.tournamentEnded')}</span> : null}
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
            <bdi>{tournament.tourn_name}</bdi>
          </h2>
        </div>
        <dl className="t-card__facts">
          {/* A time the app could not read is the backend's text ('08:06 PM'): kept in its own direction. */}
          <div>
            <dt>{t('tournaments.date')}</dt>
            <dd>
              <bdi>{date ?? t('messages.notAvailable')}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('tournaments.time')}</dt>
            <dd>
              <bdi>{time ?? t('messages.notAvailable')}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('tournaments.entryFee')}</dt>
            <dd>{entryFeeText(tournament, t)}</dd>
          </div>
        </dl>
        <ol className="t-card__prizes" aria-label={t('tournaments.prizes')}>
          {prizesOf(tournament).map(({ label, value }, index) => (
            <li key={label} className={`t-card__prize t-card__prize--${index + 1}`}>
              <span className="t-card__prize-label">{t(label)}</span>
              <span className="t-card__prize-value" dir="auto">
                {prizeText(value, t)}
              </span>
            </li>
          ))}
        </ol>
        {ended ? (
          <ButtonLink
            to={href}
            variant="secondary"
            block
            aria-label={t('tournaments.viewDetailsLabel', { name: tournament.tourn_name })}
          >
            {t('messages.viewDetails')}
          </ButtonLink>
        ) : (
          <ButtonLink
            to={href}
            block
            aria-label={t('tournaments.joinNowLabel', { name: tournament.tourn_name })}
          >
            {t('messages.joinNow')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
