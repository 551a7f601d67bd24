import type { Schemas } from '@esr/sdk';
import { ButtonLink } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { GameIcon, heroImageUrls, type HeroSlideKey } from '@/components/ui/artwork';
import { paths } from '@/config/paths';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';
import { WIDE_LAYOUT_MIN_WIDTH } from '@/config/layout';
import { useT, type MessageId } from '@/lib/i18n';

interface FixedSlide {
  kind: 'fixed';
  key: HeroSlideKey;
  label: MessageId;
  href: string;
  tagline: MessageId;
}

interface GameSlide {
  kind: 'game';
  key: string;
  game: string;
  href: string;
}

type HeroSlide = FixedSlide | GameSlide;

const FIXED_SLIDES: readonly FixedSlide[] = [
  {
    kind: 'fixed',
    key: 'tournaments',
    label: 'copy.browseWeeklyTournaments',
    href: paths.tournaments.getHref(),
    tagline: 'copy.weeklyTournamentsSubtitle',
  },
  {
    kind: 'fixed',
    key: 'gaming-tasks',
    label: 'copy.browseGamingTasks',
    href: paths.dailyGamingTasks.getHref(),
    tagline: 'copy.gamingTasksSubtitle',
  },
  {
    kind: 'fixed',
    key: 'rewards',
    label: 'copy.earnBigWithRewards',
    href: paths.rewards.getHref(),
    tagline: 'copy.rewardsSubtitle',
  },
];

/** The Home id of an originals game: gameId, else game_unique_id (spec section 2). */
export function eslGameId(game: Schemas['EslGame']): string {
  return game.gameId || game.game_unique_id;
}

export function heroSlides(eslGames: readonly Schemas['EslGame'][]): HeroSlide[] {
  return [
    ...FIXED_SLIDES,
    ...eslGames.map((game): GameSlide => ({
      kind: 'game',
      key: `game-${game.game_unique_id}`,
      game: game.game_name,
      href: paths.gameChallenges.getHref(eslGameId(game)),
    })),
  ];
}

const PHONE_MEDIA = `(max-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const t = useT();
  if (slide.kind === 'game') {
    return (
      <div className="hero__slide hero__slide--game">
        <div className="hero__visual">
          <GameIcon name={slide.game} size={132} className="hero__game-icon" />
        </div>
        <div className="hero__content">
          <p className="hero__eyebrow">{t('copy.madeByEsl')}</p>
          <ButtonLink to={slide.href}>{t('messages.playGame', { game: slide.game })}</ButtonLink>
        </div>
      </div>
    );
  }
  const images = heroImageUrls(slide.key);
  return (
    <div className="hero__slide">
      <picture className="hero__visual">
        <source media={PHONE_MEDIA} srcSet={images.phone} width={720} height={480} />
        <img
          className="hero__image"
          src={images.desktop}
          alt=""
          width={1600}
          height={560}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      </picture>
      <div className="hero__content">
        <p className="hero__eyebrow">{t(slide.tagline)}</p>
        <ButtonLink to={slide.href}>{t(slide.label)}</ButtonLink>
      </div>
    </div>
  );
}

/** The hero slider: three fixed slides, then one 'Play {game}' slide per originals game once loaded. */
export function HeroSlider({ eslGames }: { eslGames: readonly Schemas['EslGame'][] }) {
  const t = useT();
  const slides = heroSlides(eslGames);
  return (
    <Carousel
      className="hero"
      label={t('home.featured')}
      items={slides}
      getKey={(slide) => slide.key}
      renderItem={(slide, index) => <Slide slide={slide} first={index === 0} />}
      autoplayMs={AUTOPLAY_MS.hero}
      loop={shouldLoop('hero', slides.length)}
      pagination
      navigation
    />
  );
}
