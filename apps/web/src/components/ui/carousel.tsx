import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { cx } from '@/lib/cx';
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

/**
 * Every carousel of the app: swiper with autoplay, optional clickable pagination and previous/next
 * buttons, and the app's slides-per-view tables. Autoplay stays off for users who ask for reduced motion.
 * The data-* attributes state the configuration so tests can check it against config/carousel.ts.
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
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <div
      className={cx('carousel', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay-ms={autoplayMs}
      data-loop={String(loop)}
      data-slides-kind={slidesKind ?? 'single'}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        slidesPerView={1}
        breakpoints={slidesKind ? swiperBreakpoints(slidesKind) : undefined}
        spaceBetween={slidesKind ? 12 : 0}
        loop={loop}
        autoplay={
          reducedMotion ? false : { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        pagination={pagination ? { clickable: true } : false}
        navigation={navigation}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true }}
        watchSlidesProgress
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)}>{renderItem(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
