import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_MS,
  LOOP_THRESHOLD,
  ROW_SLIDES_KIND,
  shouldLoop,
  slidesPerViewFor,
  swiperBreakpoints,
} from './carousel';

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

  it('shows card rows at 1, 1.5, 2.2, 3 and 4 slides by width', () => {
    expect(slidesPerViewFor('cards', 0)).toBe(1);
    expect(slidesPerViewFor('cards', 299)).toBe(1);
    expect(slidesPerViewFor('cards', 300)).toBe(1.5);
    expect(slidesPerViewFor('cards', 399)).toBe(1.5);
    expect(slidesPerViewFor('cards', 400)).toBe(2.2);
    expect(slidesPerViewFor('cards', 767)).toBe(2.2);
    expect(slidesPerViewFor('cards', 768)).toBe(3);
    expect(slidesPerViewFor('cards', 1023)).toBe(3);
    expect(slidesPerViewFor('cards', 1024)).toBe(4);
    expect(slidesPerViewFor('cards', 2000)).toBe(4);
  });

  it('shows wide rows at 1.1, 1.6 and 2.3 slides by width', () => {
    expect(slidesPerViewFor('wide', 320)).toBe(1.1);
    expect(slidesPerViewFor('wide', 767)).toBe(1.1);
    expect(slidesPerViewFor('wide', 768)).toBe(1.6);
    expect(slidesPerViewFor('wide', 1024)).toBe(2.3);
  });

  it('uses wide slides for tournaments and learn, cards for the rest', () => {
    expect(ROW_SLIDES_KIND.tournaments).toBe('wide');
    expect(ROW_SLIDES_KIND.learn).toBe('wide');
    expect(ROW_SLIDES_KIND.daily).toBe('cards');
    expect(ROW_SLIDES_KIND.rewards).toBe('cards');
    expect(ROW_SLIDES_KIND.highlights).toBe('cards');
  });

  it('gives Swiper breakpoints', () => {
    expect(swiperBreakpoints('wide')).toEqual({
      0: { slidesPerView: 1.1 },
      768: { slidesPerView: 1.6 },
      1024: { slidesPerView: 2.3 },
    });
  });
});
