import { COPY, MESSAGES, REWARDS, splitTournamentTime, type Reward } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { Link } from 'react-router-dom';
import {
  GameIcon,
  LEARN_BANNER_URLS,
  gameIconUrl,
  rewardImageUrl,
  tournamentBannerUrl,
} from '@/components/ui/artwork';
import { Carousel } from '@/components/ui/carousel';
import { Image } from '@/components/ui/image';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { errorMessage, failureMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useEslGames } from '@/lib/queries/check-esl-games';
import { useChallengeGames } from '@/lib/queries/list-challenge-games';
import { useTournaments } from '@/lib/queries/list-tournaments';
import { useVideoGames } from '@/lib/queries/list-video-games';
import { useVideos } from '../api/list-videos';
import { HeroSlider, eslGameId } from './hero-slider';
import { HomeRow, rowState, type RowState } from './home-row';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';
import './home.css';

export const HOME_TITLE = 'Home';

function GameCard({ name, href, subtitle }: { name: string; href: string; subtitle?: string }) {
  return (
    <Link to={href} className="game-card">
      <GameIcon name={name} alt="" size={160} className="game-card__image" />
      <span className="game-card__name">{name}</span>
      {subtitle ? <span className="game-card__meta">{subtitle}</span> : null}
    </Link>
  );
}

function TournamentCard({ tournament }: { tournament: Schemas['Tournament'] }) {
  const date = splitTournamentTime(tournament.time)?.date ?? MESSAGES.notAvailable;
  return (
    <Link to={paths.joinTournament.getHref(tournament.tourn_id)} className="tournament-card">
      <Image
        className="tournament-card__banner"
        src={tournamentBannerUrl(tournament.game)}
        alt=""
        width={640}
        height={360}
      />
      <span className="tournament-card__body">
        <Image
          className="tournament-card__icon"
          src={gameIconUrl(tournament.game)}
          alt={tournament.game ?? ''}
          width={40}
          height={40}
        />
        <span className="tournament-card__text">
          <span className="tournament-card__name">{tournament.tourn_name}</span>
          <span className="tournament-card__date">{date}</span>
        </span>
      </span>
    </Link>
  );
}

function RewardCard({ reward }: { reward: Reward }) {
  const image = rewardImageUrl(reward.thumbnail);
  return (
    <article className="reward-card">
      {image ? <Image className="reward-card__image" src={image} alt="" width={320} height={240} /> : null}
      <h3 className="reward-card__name">{reward.name}</h3>
      <p className="reward-card__credits">{MESSAGES.entryFeeCredits(reward.credits)}</p>
    </article>
  );
}

/** The highlights row needs both lists (the video list is fetched but not shown, spec section 3). */
function highlightsState(
  videoGames: ReturnType<typeof useVideoGames>,
  videos: ReturnType<typeof useVideos>,
): RowState<Schemas['GameHighlight'][]> {
  if (videoGames.isError) return rowState(videoGames, MESSAGES.failedToLoadGameHighlights);
  if (videos.isError)
    return { status: 'error', message: errorMessage(videos.error, MESSAGES.failedToLoadHighlights) };
  if (videos.isPending) return { status: 'pending' };
  return rowState(videoGames, MESSAGES.failedToLoadGameHighlights);
}

export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  // Wait while the token is being requested so the first calls carry it. A visitor (no token, not a
  // gamenow user) would only get 'MSISDN not found' from every row: their rows invite them to subscribe.
  const session = useSession();
  const visitor = session.status === 'visitor' && !session.hasAccess;
  const enabled = session.status !== 'checking' && !visitor;
  const esl = useEslGames({ enabled });
  const daily = useChallengeGames({ enabled });
  const tournaments = useTournaments({ enabled });
  const videoGames = useVideoGames({ enabled });
  const videos = useVideos({ enabled });

  return (
    <div className="page home">
      <h1 className="visually-hidden">{HOME_TITLE}</h1>
      <HeroSlider eslGames={esl.data ?? []} />

      <HomeRow
        id="esl"
        size="cards"
        title={COPY.madeByEsl}
        subtitle={COPY.madeByEslSubtitle}
        state={rowState(esl, MESSAGES.failedToLoadEslGames, visitor)}
      >
        {(games) => (
          <Carousel
            label={COPY.madeByEsl}
            items={games}
            getKey={(game) => game.game_unique_id}
            renderItem={(game) => (
              <GameCard name={game.game_name} href={paths.gameChallenges.getHref(eslGameId(game))} />
            )}
            autoplayMs={AUTOPLAY_MS.esl}
            loop={shouldLoop('row', games.length)}
            slidesKind="cards"
          />
        )}
      </HomeRow>

      <HomeRow
        id="daily"
        size="cards"
        title={COPY.gamingTasks}
        subtitle={COPY.gamingTasksSubtitle}
        viewAllHref={paths.dailyGamingTasks.getHref()}
        state={rowState(daily, MESSAGES.failedToLoadDailyGames, visitor)}
      >
        {(games) => (
          <Carousel
            label={COPY.gamingTasks}
            items={games}
            getKey={(game) => game.id}
            renderItem={(game) => (
              <GameCard name={game.game || game.name} href={paths.gameChallenges.getHref(game.gameId)} />
            )}
            autoplayMs={AUTOPLAY_MS.daily}
            loop={shouldLoop('row', games.length)}
            slidesKind="cards"
          />
        )}
      </HomeRow>

      <HomeRow
        id="tournaments"
        size="wide"
        title={COPY.weeklyTournaments}
        subtitle={COPY.weeklyTournamentsSubtitle}
        viewAllHref={paths.tournaments.getHref()}
        state={rowState(
          tournaments,
          (error) => failureMessage(error, MESSAGES.failedToLoadWeeklyTournaments),
          visitor,
        )}
      >
        {(list) => (
          <Carousel
            label={COPY.weeklyTournaments}
            items={list}
            getKey={(t) => t.tourn_id}
            renderItem={(t) => <TournamentCard tournament={t} />}
            autoplayMs={AUTOPLAY_MS.tournaments}
            loop={shouldLoop('tournaments', list.length)}
            slidesKind="wide"
          />
        )}
      </HomeRow>

      <HomeRow
        id="learn"
        size="wide"
        title={COPY.learnWin}
        subtitle={COPY.learnWinSubtitle}
        viewAllHref={paths.learnWin.getHref()}
        state={{ status: 'success', data: LEARN_BANNER_URLS }}
      >
        {(banners) => (
          <Carousel
            label={COPY.learnWin}
            items={banners}
            getKey={(url) => url}
            renderItem={(url, index) => (
              <a
                href={env.VITE_LEARN_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="learn-card"
                aria-label={`${COPY.learnWin} ${index + 1} (opens in a new tab)`}
              >
                <Image src={url} alt="" width={640} height={360} />
              </a>
            )}
            autoplayMs={AUTOPLAY_MS.learn}
            loop={shouldLoop('row', banners.length)}
            slidesKind="wide"
          />
        )}
      </HomeRow>

      <HomeRow
        id="rewards"
        size="cards"
        title={COPY.rewards}
        subtitle={COPY.rewardsSubtitle}
        viewAllHref={paths.rewards.getHref()}
        state={{ status: 'success', data: REWARDS }}
      >
        {(rewards) => (
          <Carousel
            label={COPY.rewards}
            items={rewards}
            getKey={(reward) => reward.name}
            renderItem={(reward) => <RewardCard reward={reward} />}
            autoplayMs={AUTOPLAY_MS.rewards}
            loop={shouldLoop('row', rewards.length)}
            slidesKind="cards"
          />
        )}
      </HomeRow>

      <HomeRow
        id="highlights"
        size="cards"
        title={COPY.highlights}
        subtitle={COPY.highlightsSubtitle}
        viewAllHref={paths.highlights.getHref()}
        state={visitor ? { status: 'visitor' } : highlightsState(videoGames, videos)}
      >
        {(games) => (
          <Carousel
            label={COPY.highlights}
            items={games}
            getKey={(game) => game.id}
            renderItem={(game) => (
              <GameCard name={game.game} href={paths.gameHighlights.getHref(game.gameId, game.game)} />
            )}
            autoplayMs={AUTOPLAY_MS.highlights}
            loop={shouldLoop('row', games.length)}
            slidesKind="cards"
          />
        )}
      </HomeRow>
    </div>
  );
}
