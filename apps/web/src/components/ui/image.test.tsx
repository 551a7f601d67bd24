import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

describe('Image', () => {
  it('always has its size, and loads lazily at low priority unless it is a priority image', () => {
    render(
      <>
        <Image src="/a.svg" alt="below" width={320} height={240} />
        <Image src="/b.svg" alt="hero" width={1600} height={560} priority />
      </>,
    );
    const below = screen.getByRole('img', { name: 'below' });
    expect(below).toHaveAttribute('width', '320');
    expect(below).toHaveAttribute('height', '240');
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).toHaveAttribute('fetchpriority', 'low');
    const hero = screen.getByRole('img', { name: 'hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback when the image fails', () => {
    render(<Image src="/broken.png" alt="avatar" width={40} height={40} fallbackSrc="/default.svg" />);
    const img = screen.getByRole('img', { name: 'avatar' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default.svg');
  });
});
