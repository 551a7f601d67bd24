import { COPY, MESSAGES, splitTournamentTime, type Reward } from '@esr/domain';
import { Link } from 'react-router-dom';
import { GameIcon, TournamentBanner, rewardImageUrl, tournamentGameIconUrl } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
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
  const date = splitTournamentTime(tournament.time)?.date ?? MESSAGES.notAvailable;
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
  return (
    <a
      href={env.VITE_LEARN_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="learn-card"
      aria-label={`${COPY.learnWin} ${index + 1} (opens in a new tab)`}
    >
      <Image src={url} alt="" width={640} height={360} />
    </a>
  );
}

export function RewardCard({ reward }: { reward: Reward }) {
  const image = rewardImageUrl(reward.thumbnail);
  return (
    <article className="reward-card">
      {image ? <Image className="reward-card__image" src={image} alt="" width={320} height={240} /> : null}
      <h3 className="reward-card__name">{reward.name}</h3>
      <p className="reward-card__credits">{MESSAGES.entryFeeCredits(reward.credits)}</p>
    </article>
  );
}
