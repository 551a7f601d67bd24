import { directionOf } from '@esr/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { firstScreenComplete } from '@/lib/after-first-screen';
import { cx } from '@/lib/cx';
import { useT } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/media-query';
import { swiperBreakpoints, type SlidesKind } from '@/config/carousel';
import './carousel.css';

export interface CarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** From AUTOPLAY_MS (config/carousel.ts). */
  autoplayMs: number;
  /** From shouldLoop(kind, items.length) (config/carousel.ts). */
  loop: boolean;
  /** A SLIDES_PER_VIEW table (config/carousel.ts); omit for one slide per view (the hero). */
  slidesKind?: SlidesKind;
  pagination?: boolean;
  navigation?: boolean;
  className?: string;
}

/** How close to the screen a carousel's Swiper starts (about one phone screen ahead of the scroll). */
const NEAR_SCREEN = '400px 0px';

/** Swiper's chunk, requested once for every carousel of the page. */
let swiperChunk: ReturnType<typeof importSwiper> | null = null;
const importSwiper = () => import('./carousel-swiper');
const loadSwiper = () => (swiperChunk ??= importSwiper());

/** Swiper's own arrow (it adds it to buttons that have none): here it is in the prerendered HTML too. */
function Arrow() {
  return (
    <svg className="swiper-navigation-icon" width="11" height="20" viewBox="0 0.28 11 20" aria-hidden="true">
      <path
        d="M0.38 20.08a.7.7 0 0 1 0-.98l8.82-8.82L.38 1.46a.7.7 0 0 1 .98-.98l9.07 9.07a1 1 0 0 1 0 1.46l-9.07 9.07a.7.7 0 0 1-.98 0Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Every carousel of the app: Swiper with autoplay, optional clickable pagination and previous/next
 * buttons, and the app's slides-per-view tables. Autoplay stays off for users who ask for reduced motion.
 *
 * The markup is Swiper's own, written by React (and by the prerender): until Swiper has started (when the
 * carousel comes near the screen) carousel.css lays the slides out as Swiper will, so the first slides paint as plain HTML and nothing
 * moves when Swiper takes over. Swiper then owns the slides' order (loop mode moves them): React only
 * ever replaces the whole track, keyed by the items, never reorders what Swiper moved.
 * The data-* attributes state the configuration so tests can check it against config/carousel.ts.
 *
 * Right to left (Urdu): Swiper reads the track's `dir` when it starts, so it starts again on the same track
 * when the language changes (`t` changes with it; destroying Swiper puts the slides back in React's order
 * first): the slides then run from the right and the previous slide's button sits on the right
 * (carousel.css, which also mirrors the plain HTML before Swiper starts).
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  autoplayMs,
  loop,
  slidesKind,
  pagination = false,
  navigation = false,
  className,
}: CarouselProps<T>) {
  const t = useT();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const trackRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const track = items.map(getKey).join('\n');

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return undefined;
    let swiper: SwiperInstance | null = null;
    let cancelled = false;
    const options: SwiperOptions = {
      slidesPerView: 1,
      breakpoints: slidesKind ? swiperBreakpoints(slidesKind) : undefined,
      spaceBetween: slidesKind ? 12 : 0,
      loop,
      autoplay: reducedMotion
        ? false
        : { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: pagination ? { el: paginationRef.current, clickable: true } : false,
      navigation: navigation ? { prevEl: prevRef.current, nextEl: nextRef.current } : false,
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: {
        enabled: true,
        prevSlideMessage: t('ui.previousSlide'),
        nextSlideMessage: t('ui.nextSlide'),
        firstSlideMessage: t('ui.firstSlide'),
        lastSlideMessage: t('ui.lastSlide'),
        // Swiper puts the bullet's number where it finds {{index}}.
        paginationBulletMessage: t('ui.goToSlide', { index: '{{index}}' }),
      },
      watchSlidesProgress: true,
    };
    // Each carousel starts in a task of its own: the ones near the screen starting together were one long
    // task that kept the page from answering (decision 1010).
    let started = false;
    const start = () => {
      if (started || cancelled) return;
      started = true;
      root.removeEventListener('pointerdown', start);
      root.removeEventListener('focusin', start);
      void loadSwiper().then(({ Swiper, SWIPER_MODULES }) =>
        setTimeout(() => {
          if (!cancelled) swiper = new Swiper(el, { ...options, modules: SWIPER_MODULES });
        }, 0),
      );
    };
    // Swiper starts when the carousel comes near the screen, once the first screen is complete (its first
    // slides are plain HTML laid out by carousel.css until then, so nothing moves): Swiper's chunk (28 KB
    // gzipped) then shares no connection with the check-in's calls and the first screen's images (issue
    // 38). A row further down the page costs the first load nothing. A touch or focus on the carousel
    // starts it at once.
    const root = el.closest('.carousel') ?? el;
    root.addEventListener('pointerdown', start, { passive: true });
    root.addEventListener('focusin', start);
    const whenComplete = () => void firstScreenComplete().then(start);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              whenComplete();
            },
            { rootMargin: NEAR_SCREEN },
          );
    if (observer) observer.observe(el);
    else whenComplete();
    return () => {
      cancelled = true;
      root.removeEventListener('pointerdown', start);
      root.removeEventListener('focusin', start);
      observer?.disconnect();
      swiper?.destroy(true, true);
    };
  }, [track, slidesKind, loop, reducedMotion, autoplayMs, pagination, navigation, t]);

  return (
    <div
      className={cx('carousel', className)}
      role="region"
      aria-roledescription={t('ui.carousel')}
      aria-label={label}
      data-autoplay-ms={autoplayMs}
      data-loop={String(loop)}
      data-slides-kind={slidesKind ?? 'single'}
    >
      <div
        key={track}
        ref={trackRef}
        dir={directionOf(t.language)}
        className={cx('swiper', `carousel__track--${slidesKind ?? 'single'}`)}
      >
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={getKey(item)} className="swiper-slide">
              {renderItem(item, index)}
            </div>
          ))}
        </div>
        {navigation ? (
          <>
            <button
              ref={prevRef}
              type="button"
              className="swiper-button-prev"
              aria-label={t('ui.previousSlide')}
            >
              <Arrow />
            </button>
            <button ref={nextRef} type="button" className="swiper-button-next" aria-label={t('ui.nextSlide')}>
              <Arrow />
            </button>
          </>
        ) : null}
        {pagination ? <div ref={paginationRef} className="swiper-pagination" /> : null}
      </div>
    </div>
  );
}
