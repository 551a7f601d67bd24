// Carousel timings, slides per view and loop thresholds (spec sections 2, 5 and 9): web-only settings.

export const AUTOPLAY_MS = {
  hero: 4000,
  esl: 2500,
  daily: 2500,
  tournaments: 3000,
  learn: 3000,
  rewards: 2500,
  highlights: 2500,
} as const;

export type CarouselRow = keyof typeof AUTOPLAY_MS;

/** Slides per view from each minimum width (px). cards: daily, rewards, highlights; wide: tournaments, learn. */
export const SLIDES_PER_VIEW = {
  cards: { 0: 1, 300: 1.5, 400: 2.2, 768: 3, 1024: 4 },
  wide: { 0: 1.1, 768: 1.6, 1024: 2.3 },
} as const satisfies Record<string, Record<number, number>>;

export type SlidesKind = keyof typeof SLIDES_PER_VIEW;

export type HomeRowId = Exclude<CarouselRow, 'hero'>;

/** Which slides-per-view table each Home row uses (the ESL row uses the card sizes, like the other card rows). */
export const ROW_SLIDES_KIND = {
  esl: 'cards',
  daily: 'cards',
  rewards: 'cards',
  highlights: 'cards',
  tournaments: 'wide',
  learn: 'wide',
} as const satisfies Record<HomeRowId, SlidesKind>;

/** A carousel loops only when it has MORE items than its threshold. */
export const LOOP_THRESHOLD = { hero: 1, row: 4, tournaments: 3 } as const;

export type LoopKind = keyof typeof LOOP_THRESHOLD;

export function shouldLoop(kind: LoopKind, count: number): boolean {
  return count > LOOP_THRESHOLD[kind];
}

function breakpoints(kind: SlidesKind): [number, number][] {
  return Object.entries(SLIDES_PER_VIEW[kind])
    .map(([width, perView]): [number, number] => [Number(width), perView])
    .sort((a, b) => a[0] - b[0]);
}

/** The same table in Swiper's `breakpoints` option shape. */
export function swiperBreakpoints(kind: SlidesKind): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(breakpoints(kind).map(([width, slidesPerView]) => [width, { slidesPerView }]));
}
