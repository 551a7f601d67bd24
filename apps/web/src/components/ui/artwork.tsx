import { DEFAULT_GAME_ICON, gameIconKey, gameNamedIn, tournamentArtworkKey } from '@esr/domain';
import avatarDefault from '@/assets/misc/avatar-default.svg';
import crown from '@/assets/misc/crown.svg';
import welcome from '@/assets/welcome/welcome.svg';
import welcomeBack from '@/assets/welcome/welcome-back.svg';
import { Image, type ImageProps } from '@/components/ui/image';
import { mediaUrl } from '@/lib/media-url';

// Our own artwork (src/assets), looked up by the keys @esr/domain derives from names: game names match
// case-insensitively and unknown names get the default image (spec section 5).

function byFileName(files: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
}

const GAME_ICONS = byFileName(
  import.meta.glob<string>('../../assets/games/*.svg', { eager: true, query: '?url', import: 'default' }),
);
const TOURNAMENT_BANNERS = byFileName(
  import.meta.glob<string>('../../assets/tournaments/*.svg', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
const REWARD_IMAGES = byFileName(
  import.meta.glob<string>('../../assets/rewards/*.svg', { eager: true, query: '?url', import: 'default' }),
);
const HERO_IMAGES = byFileName(
  import.meta.glob<string>('../../assets/hero/*.svg', { eager: true, query: '?url', import: 'default' }),
);
const LEARN_IMAGES = byFileName(
  import.meta.glob<string>('../../assets/learn/*.svg', { eager: true, query: '?url', import: 'default' }),
);

function required(map: Map<string, string>, file: string): string {
  const url = map.get(file);
  if (!url) throw new Error(`Missing artwork ${file}`);
  return url;
}

export const DEFAULT_AVATAR_URL = avatarDefault;
export const CROWN_URL = crown;

export function gameIconUrl(gameName?: string | null): string {
  return GAME_ICONS.get(`${gameIconKey(gameName)}.svg`) ?? required(GAME_ICONS, `${DEFAULT_GAME_ICON}.svg`);
}

/** Our tournament artwork for a tournament's name: PUBG Mobile's, Freefire's or the default. */
export function tournamentBannerUrl(tournamentName?: string | null): string {
  return required(TOURNAMENT_BANNERS, `${tournamentArtworkKey(tournamentName)}.svg`);
}

/** The icon of the game a tournament's name speaks of (the default icon when it names none). */
export function tournamentGameIconUrl(tournamentName?: string | null): string {
  return gameIconUrl(gameNamedIn(tournamentName)?.name);
}

/** Reward images are named by the catalogue's thumbnail file names (REWARDS in @esr/domain). */
export function rewardImageUrl(thumbnail: string): string | undefined {
  return REWARD_IMAGES.get(thumbnail);
}

export type HeroSlideKey = 'tournaments' | 'gaming-tasks' | 'rewards';

export function heroImageUrls(key: HeroSlideKey): { phone: string; desktop: string } {
  return {
    phone: required(HERO_IMAGES, `${key}-phone.svg`),
    desktop: required(HERO_IMAGES, `${key}-desktop.svg`),
  };
}

export const LEARN_BANNER_URLS: readonly string[] = ['learn-1.svg', 'learn-2.svg', 'learn-3.svg'].map((f) =>
  required(LEARN_IMAGES, f),
);

/** The check-in welcome image: a different one once the subscriber has a streak (active_streak > 0). */
export function welcomeImageUrl(activeStreak: number): string {
  return activeStreak > 0 ? welcomeBack : welcome;
}

type SizedImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { size?: number };

/** A game's icon. `alt` defaults to the name; pass alt="" where the name is written next to it. */
export function GameIcon({
  name,
  size = 64,
  alt,
  ...rest
}: SizedImageProps & { name?: string | null; alt?: string }) {
  return <Image src={gameIconUrl(name)} alt={alt ?? name ?? ''} width={size} height={size} {...rest} />;
}

/**
 * A tournament's banner (spec section 5, Artwork): the API's `banner`; our artwork, matched by the
 * tournament's name, only when the banner is missing or fails to load.
 */
export function TournamentBanner({
  tournament,
  ...rest
}: Omit<ImageProps, 'src' | 'alt' | 'fallbackSrc'> & {
  tournament: { banner?: string | null; tourn_name: string };
}) {
  const local = tournamentBannerUrl(tournament.tourn_name);
  return <Image src={mediaUrl(tournament.banner) || local} fallbackSrc={local} alt="" {...rest} />;
}

export function Avatar({
  src,
  name,
  size = 44,
  ...rest
}: SizedImageProps & { src?: string | null; name: string }) {
  return (
    <Image
      src={src || DEFAULT_AVATAR_URL}
      fallbackSrc={DEFAULT_AVATAR_URL}
      alt={name}
      width={size}
      height={size}
      className="avatar"
      {...rest}
    />
  );
}
