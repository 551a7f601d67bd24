import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';
import { AUTOPLAY_MS, shouldLoop } from '@/config/carousel';

describe('Carousel', () => {
  it('renders one slide per item and states its autoplay, loop and slides-per-view table', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    render(
      <Carousel
        label="Gaming Tasks"
        items={items}
        getKey={(i) => i}
        renderItem={(i) => <span>slide {i}</span>}
        autoplayMs={AUTOPLAY_MS.daily}
        loop={shouldLoop('row', items.length)}
        slidesKind="cards"
      />,
    );
    const region = screen.getByRole('region', { name: 'Gaming Tasks' });
    expect(region).toHaveAttribute('data-autoplay-ms', '2500');
    expect(region).toHaveAttribute('data-loop', 'true');
    expect(region).toHaveAttribute('data-slides-kind', 'cards');
    for (const i of items) expect(screen.getAllByText(`slide ${i}`).length).toBeGreaterThan(0);
  });
});
