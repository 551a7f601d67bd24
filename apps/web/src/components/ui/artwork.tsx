import { DEFAULT_GAME_ICON, gameIconKey, tournamentArtworkKey } from '@esr/domain';
import avatarDefault from '@/assets/misc/avatar-default.svg';
import crown from '@/assets/misc/crown.svg';
import welcome from '@/assets/welcome/welcome.svg';
import welcomeBack from '@/assets/welcome/welcome-back.svg';
import { Image, type ImageProps } from '@/components/ui/image';

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

export function tournamentBannerUrl(gameName?: string | null): string {
  return required(TOURNAMENT_BANNERS, `${tournamentArtworkKey(gameName)}.svg`);
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
