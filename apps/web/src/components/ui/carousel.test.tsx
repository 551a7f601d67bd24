import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';
import { AUTOPLAY_MS, SLIDES_PER_VIEW, shouldLoop } from '@/config/carousel';
import { holdUntilFirstScreen } from '@/lib/after-first-screen';
import { LanguageProvider, useLanguage } from '@/lib/i18n';

function renderCarousel(items: string[], slidesKind?: 'cards') {
  return render(
    <Carousel
      label="Gaming Tasks"
      items={items}
      getKey={(i) => i}
      renderItem={(i) => <span>slide {i}</span>}
      autoplayMs={AUTOPLAY_MS.daily}
      loop={shouldLoop('row', items.length)}
      slidesKind={slidesKind}
      navigation
      pagination
    />,
  );
}

describe('Carousel', () => {
  it('renders one slide per item and states its autoplay, loop and slides-per-view table', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    renderCarousel(items, 'cards');
    const region = screen.getByRole('region', { name: 'Gaming Tasks' });
    expect(region).toHaveAttribute('data-autoplay-ms', '2500');
    expect(region).toHaveAttribute('data-loop', 'true');
    expect(region).toHaveAttribute('data-slides-kind', 'cards');
    for (const i of items) expect(screen.getAllByText(`slide ${i}`).length).toBeGreaterThan(0);
  });

  it('is plain HTML first, then Swiper starts on it once its chunk has loaded', async () => {
    const { container } = renderCarousel(['a', 'b', 'c'], undefined);
    const track = container.querySelector('.swiper');
    expect(track).not.toHaveClass('swiper-initialized');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitFor(() => expect(track).toHaveClass('swiper-initialized'));
    // Swiper's clickable pagination (jsdom lays nothing out: Swiper counts one page here).
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ }).length).toBeGreaterThan(0);
  });

  it('waits for the first screen to be complete before it loads Swiper, unless it is touched first', async () => {
    const open = holdUntilFirstScreen();
    try {
      const { container } = renderCarousel(['a', 'b', 'c'], undefined);
      const track = container.querySelector('.swiper');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(track).not.toHaveClass('swiper-initialized');
      fireEvent.pointerDown(screen.getByText('slide b'));
      await waitFor(() => expect(track).toHaveClass('swiper-initialized'));

      const second = renderCarousel(['d', 'e', 'f'], undefined).container.querySelector('.swiper');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(second).not.toHaveClass('swiper-initialized');
      open();
      await waitFor(() => expect(second).toHaveClass('swiper-initialized'));
    } finally {
      open();
    }
  });

  it('starts again on new items, without leaving the slides of the old ones', async () => {
    const { container, rerender } = renderCarousel(['a', 'b'], 'cards');
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    rerender(
      <Carousel
        label="Gaming Tasks"
        items={['a', 'b', 'c', 'd', 'e', 'f']}
        getKey={(i) => i}
        renderItem={(i) => <span>slide {i}</span>}
        autoplayMs={AUTOPLAY_MS.daily}
        loop={shouldLoop('row', 6)}
        slidesKind="cards"
      />,
    );
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    const slides = [...container.querySelectorAll('.swiper-slide')].map((slide) => slide.textContent);
    expect(slides.toSorted()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((i) => `slide ${i}`));
  });

  it('starts again right to left, with Urdu labels, when the language changes to Urdu', async () => {
    let setLanguage: ReturnType<typeof useLanguage>['setLanguage'] = async () => {};
    function LanguageHandle() {
      setLanguage = useLanguage().setLanguage;
      return null;
    }
    const { container } = render(
      <LanguageProvider>
        <LanguageHandle />
        <Carousel
          label="Gaming Tasks"
          items={['a', 'b', 'c', 'd', 'e']}
          getKey={(i) => i}
          renderItem={(i) => <span>slide {i}</span>}
          autoplayMs={AUTOPLAY_MS.daily}
          loop={shouldLoop('row', 5)}
          slidesKind="cards"
          navigation
        />
      </LanguageProvider>,
    );
    const track = container.querySelector('.swiper');
    await waitFor(() => expect(track).toHaveClass('swiper-initialized'));
    expect(track).not.toHaveClass('swiper-rtl');
    try {
      await act(() => setLanguage('ur'));
      await waitFor(() => expect(track).toHaveClass('swiper-rtl'));
      expect(track).toHaveClass('swiper-initialized');
      expect(screen.getByRole('button', { name: 'اگلی سلائیڈ' })).toBeInTheDocument();
      expect(container.querySelectorAll('.swiper-slide')).toHaveLength(5);
      await act(() => setLanguage('en'));
      await waitFor(() => expect(track).not.toHaveClass('swiper-rtl'));
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('carousel.css', () => {
  /** The --per-view each minimum width sets for a track kind, as carousel.css writes it. */
  function perViewInCss(kind: keyof typeof SLIDES_PER_VIEW): Record<number, number> {
    const css = readFileSync(join(__dirname, 'carousel.css'), 'utf8');
    const table: Record<number, number> = {};
    const rule = new RegExp(`\\.carousel__track--${kind} \\{\\s*--per-view: ([\\d.]+);`, 'g');
    const blocks = css.split(/@media \(min-width: (\d+)px\)/);
    blocks.forEach((block, index) => {
      const width = index === 0 ? 0 : Number(blocks[index - 1]);
      if (index > 0 && index % 2 === 1) return;
      for (const match of block.matchAll(rule)) table[width] = Number(match[1]);
    });
    return table;
  }

  it.each(Object.keys(SLIDES_PER_VIEW) as (keyof typeof SLIDES_PER_VIEW)[])(
    'lays out %s slides before Swiper starts as config/carousel.ts tells Swiper to',
    (kind) => {
      expect(perViewInCss(kind)).toEqual(SLIDES_PER_VIEW[kind]);
    },
  );
});
