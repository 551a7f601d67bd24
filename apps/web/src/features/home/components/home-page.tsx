import { REWARDS } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { LEARN_BANNER_URLS } from '@/components/ui/artwork';
import { paths } from '@/config/paths';
import { errorMessage, failureMessage } from '@/lib/api-error';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT } from '@/lib/i18n';
import { useEslGames } from '@/lib/queries/check-esl-games';
import { useChallengeGames } from '@/lib/queries/list-challenge-games';
import { useTournaments } from '@/lib/queries/list-tournaments';
import { useVideoGames } from '@/lib/queries/list-video-games';
import { useVideos } from '../api/list-videos';
import { GameCard, LearnCard, RewardCard, TournamentSlide } from './home-cards';
import { HeroSlider, eslGameId } from './hero-slider';
import { BelowTheFold, HomeRow, rowState, type RowState } from './home-row';
import './home.css';

/** The highlights row needs both lists (the video list is fetched but not shown, spec section 3). */
function highlightsState(
  videoGames: ReturnType<typeof useVideoGames>,
  videos: ReturnType<typeof useVideos>,
): RowState<Schemas['GameHighlight'][]> {
  if (videoGames.isError) return rowState(videoGames, 'messages.failedToLoadGameHighlights');
  if (videos.isError)
    return { status: 'error', message: errorMessage(videos.error, 'messages.failedToLoadHighlights') };
  if (videos.isPending) return { status: 'pending' };
  return rowState(videoGames, 'messages.failedToLoadGameHighlights');
}

export function HomePage() {
  const t = useT();
  const title = t('home.title');
  useDocumentTitle(title);
  // A visitor would only get 'MSISDN not found' from every row: their rows invite them to subscribe.
  const { enabled, visitor } = useReadAccess();
  const esl = useEslGames({ enabled });
  const daily = useChallengeGames({ enabled });
  const tournaments = useTournaments({ enabled });
  const videoGames = useVideoGames({ enabled });
  const videos = useVideos({ enabled });

  return (
    <div className="page home">
      <h1 className="visually-hidden">{title}</h1>
      <HeroSlider eslGames={esl.data ?? []} />
      <HomeRow
        row="esl"
        title={t('copy.madeByEsl')}
        subtitle={t('copy.madeByEslSubtitle')}
        state={rowState(esl, 'messages.failedToLoadEslGames', visitor)}
        getKey={(game) => game.game_unique_id}
        renderItem={(game) => (
          <GameCard name={game.game_name} href={paths.gameChallenges.getHref(eslGameId(game))} />
        )}
      />
      <BelowTheFold>
        <HomeRow
          row="daily"
          title={t('copy.gamingTasks')}
          subtitle={t('copy.gamingTasksSubtitle')}
          viewAllHref={paths.dailyGamingTasks.getHref()}
          state={rowState(daily, 'messages.failedToLoadDailyGames', visitor)}
          getKey={(game) => game.id}
          renderItem={(game) => (
            <GameCard name={game.game || game.name} href={paths.gameChallenges.getHref(game.gameId)} />
          )}
        />
      </BelowTheFold>
      <BelowTheFold>
        <HomeRow
          row="tournaments"
          title={t('copy.weeklyTournaments')}
          subtitle={t('copy.weeklyTournamentsSubtitle')}
          viewAllHref={paths.tournaments.getHref()}
          state={rowState(
            tournaments,
            (error) => failureMessage(error, 'messages.failedToLoadWeeklyTournaments'),
            visitor,
          )}
          getKey={(tournament) => tournament.tourn_id}
          renderItem={(tournament) => <TournamentSlide tournament={tournament} />}
        />
      </BelowTheFold>
      <BelowTheFold>
        <HomeRow
          row="learn"
          title={t('copy.learnWin')}
          subtitle={t('copy.learnWinSubtitle')}
          viewAllHref={paths.learnWin.getHref()}
          state={{ status: 'success', data: LEARN_BANNER_URLS }}
          getKey={(url) => url}
          renderItem={(url, index) => <LearnCard url={url} index={index} />}
        />
      </BelowTheFold>
      <BelowTheFold>
        <HomeRow
          row="rewards"
          title={t('copy.rewards')}
          subtitle={t('copy.rewardsSubtitle')}
          viewAllHref={paths.rewards.getHref()}
          state={{ status: 'success', data: REWARDS }}
          getKey={(reward) => reward.nameId}
          renderItem={(reward) => <RewardCard reward={reward} />}
        />
      </BelowTheFold>
      <BelowTheFold>
        <HomeRow
          row="highlights"
          title={t('copy.highlights')}
          subtitle={t('copy.highlightsSubtitle')}
          viewAllHref={paths.highlights.getHref()}
          state={visitor ? { status: 'visitor' } : highlightsState(videoGames, videos)}
          getKey={(game) => game.id}
          renderItem={(game) => (
            <GameCard name={game.game} href={paths.gameHighlights.getHref(game.gameId, game.game)} />
          )}
        />
      </BelowTheFold>
    </div>
  );
}
