import { describe, expect, it } from 'vitest';
import { AUTOPLAY_MS, LOOP_THRESHOLD, ROW_SLIDES_KIND, shouldLoop, swiperBreakpoints } from './carousel';

describe('carousel', () => {
  it('uses the spec autoplay delays', () => {
    expect(AUTOPLAY_MS).toEqual({
      hero: 4000,
      esl: 2500,
      daily: 2500,
      tournaments: 3000,
      learn: 3000,
      rewards: 2500,
      highlights: 2500,
    });
  });

  it('loops only above the threshold', () => {
    expect(LOOP_THRESHOLD).toEqual({ hero: 1, row: 4, tournaments: 3 });
    expect(shouldLoop('hero', 1)).toBe(false);
    expect(shouldLoop('hero', 2)).toBe(true);
    expect(shouldLoop('row', 4)).toBe(false);
    expect(shouldLoop('row', 5)).toBe(true);
    expect(shouldLoop('tournaments', 3)).toBe(false);
    expect(shouldLoop('tournaments', 4)).toBe(true);
    expect(shouldLoop('row', 0)).toBe(false);
  });

  it('shows card rows at 1, 1.5, 2.2, 3 and 4 slides from 0, 300, 400, 768 and 1024 px', () => {
    expect(swiperBreakpoints('cards')).toEqual({
      0: { slidesPerView: 1 },
      300: { slidesPerView: 1.5 },
      400: { slidesPerView: 2.2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 4 },
    });
  });

  it('uses wide slides for tournaments and learn, cards for the rest', () => {
    expect(ROW_SLIDES_KIND.tournaments).toBe('wide');
    expect(ROW_SLIDES_KIND.learn).toBe('wide');
    expect(ROW_SLIDES_KIND.daily).toBe('cards');
    expect(ROW_SLIDES_KIND.rewards).toBe('cards');
    expect(ROW_SLIDES_KIND.highlights).toBe('cards');
  });

  it('shows wide rows at 1.1, 1.6 and 2.3 slides from 0, 768 and 1024 px', () => {
    expect(swiperBreakpoints('wide')).toEqual({
      0: { slidesPerView: 1.1 },
      768: { slidesPerView: 1.6 },
      1024: { slidesPerView: 2.3 },
    });
  });
});
