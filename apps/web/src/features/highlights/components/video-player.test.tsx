import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '@/lib/i18n';
import { CANNOT_EMBED, VideoPlayer, WATCH_ON_SITE } from './video-player';

// The texts are message ids: t() gives the English they show.
const t = translator();

// The player alone, for links the mock server's seed does not have (the seed's four forms are tested on
// the page, against the server).

const video = (link: string) => ({
  id: 'x',
  title: 'A clip',
  link,
  thumbnail: '/media/seed/video.svg',
  game: 'Valorant',
});

describe('VideoPlayer', () => {
  it('renders nothing without a video', () => {
    render(<VideoPlayer video={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('frames the embed form of a video-site link, titled by the video', () => {
    render(<VideoPlayer video={video('https://youtu.be/dQw4w9WgXcQ?t=90')} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'A clip' });
    const frame = within(dialog).getByTitle('A clip');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90');
    expect(within(dialog).queryByText(t(CANNOT_EMBED))).toBeNull();
  });

  it('an unknown link is never framed: it says so and links out in a new tab', () => {
    render(<VideoPlayer video={video('https://vimeo.com/76979871')} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'A clip' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog).toHaveTextContent(t(CANNOT_EMBED));
    const link = within(dialog).getByRole('link', { name: t(WATCH_ON_SITE) });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a link that is not a web address gets no link out', () => {
    render(<VideoPlayer video={video('javascript:alert(1)')} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'A clip' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(dialog).toHaveTextContent(t(CANNOT_EMBED));
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
