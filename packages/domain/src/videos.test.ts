import { describe, expect, it } from 'vitest';
import { parseStartSeconds, safeExternalUrl, toEmbedUrl, youtubeVideoId } from './videos';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('toEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcdef`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtu.be/${ID}`],
    [`  https://youtu.be/${ID}  `],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('converts %s', (link) => {
    expect(toEmbedUrl(link)).toBe(EMBED);
  });

  it('converts the four forms of the seed', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://youtu.be/9bZkp7q19f0')).toBe('https://www.youtube.com/embed/9bZkp7q19f0');
    expect(toEmbedUrl('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toBe(
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
    );
    expect(toEmbedUrl('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe(
      'https://www.youtube.com/embed/M7lc1UVf-VE',
    );
  });

  it('keeps a start time as ?start=N seconds', () => {
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=90`)).toBe(`${EMBED}?start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(`${EMBED}?start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/embed/${ID}?start=12`)).toBe(`${EMBED}?start=12`);
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=0`)).toBe(EMBED);
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=soon`)).toBe(EMBED);
  });

  it.each([
    [''],
    ['   '],
    ['not a link'],
    ['https://vimeo.com/76979871'],
    [`https://example.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA'],
    ['https://www.youtube.com/playlist?list=PL123'],
    ['https://youtu.be/'],
    [`https://www.youtube.com/shorts/`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtu.be/${ID}`],
  ])('answers null for an unknown link: %j', (link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});

describe('youtubeVideoId', () => {
  it('reads the id from the path or the v parameter', () => {
    expect(youtubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youtubeVideoId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeVideoId('https://www.youtube.com/watch?v=../../x')).toBeNull();
  });
});

describe('parseStartSeconds', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['2m', 120],
    ['1m30s', 90],
    ['1h2m3s', 3723],
  ])('%s is %d seconds', (value, seconds) => {
    expect(parseStartSeconds(value)).toBe(seconds);
  });

  it('answers null for no value or a malformed one', () => {
    expect(parseStartSeconds(null)).toBeNull();
    expect(parseStartSeconds('')).toBeNull();
    expect(parseStartSeconds('1.5')).toBeNull();
    expect(parseStartSeconds('abc')).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('answers web addresses only', () => {
    expect(safeExternalUrl('https://vimeo.com/76979871')).toBe('https://vimeo.com/76979871');
    expect(safeExternalUrl('vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
  });
});
