import { splitTournamentTime, tournamentTimeInstant, type Reward } from '@esr/domain';
import { Link } from '@/components/ui/link';
import { GameIcon, TournamentBanner, rewardImageUrl, tournamentGameIconUrl } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatPakistanTime } from '@/lib/dates';
import { useT } from '@/lib/i18n';
import type { Tournament } from '@/lib/queries/list-tournaments';

// The slides of Home's rows (spec section 2). /tournaments has its own, fuller TournamentCard.

export function GameCard({ name, href }: { name: string; href: string }) {
  return (
    <Link to={href} className="game-card">
      <GameIcon name={name} alt="" size={160} className="game-card__image" />
      <span className="game-card__name">{name}</span>
    </Link>
  );
}

/** A weekly tournament: banner, game icon, name and start date; opens /join-tournament. */
export function TournamentSlide({ tournament }: { tournament: Tournament }) {
  const t = useT();
  // The date part of the start (spec section 2), written as every date of the app is (lib/dates.ts).
  const instant = tournamentTimeInstant(tournament.time);
  const date =
    instant === null
      ? (splitTournamentTime(tournament.time)?.date ?? t('messages.notAvailable'))
      : formatPakistanTime(instant, 'date', t.language);
  return (
    <Link to={paths.joinTournament.getHref(tournament.tourn_id)} className="tournament-slide">
      <TournamentBanner
        className="tournament-slide__banner"
        tournament={tournament}
        width={640}
        height={360}
      />
      <span className="tournament-slide__body">
        <Image
          className="tournament-slide__icon"
          src={tournamentGameIconUrl(tournament.tourn_name)}
          alt=""
          width={40}
          height={40}
        />
        <span className="tournament-slide__text">
          <span className="tournament-slide__name">{tournament.tourn_name}</span>
          <span className="tournament-slide__date">{date}</span>
        </span>
      </span>
    </Link>
  );
}

/** A Learn & Win banner; opens the learning site in a new tab. */
export function LearnCard({ url, index }: { url: string; index: number }) {
  const t = useT();
  return (
    <a
      href={env.VITE_LEARN_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="learn-card"
      aria-label={t('home.learnCardLabel', { title: t('copy.learnWin'), n: index + 1 })}
    >
      <Image src={url} alt="" width={640} height={360} />
    </a>
  );
}

export function RewardCard({ reward }: { reward: Reward }) {
  const t = useT();
  const image = rewardImageUrl(reward.thumbnail);
  return (
    <article className="reward-card">
      {image ? <Image className="reward-card__image" src={image} alt="" width={320} height={240} /> : null}
      <h3 className="reward-card__name">
        <bdi>{t(reward.nameId)}</bdi>
      </h3>
      <p className="reward-card__credits">{t('messages.entryFeeCredits', { n: reward.credits })}</p>
    </article>
  );
}
