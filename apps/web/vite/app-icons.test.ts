import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../src/lib/document-title';
import { APP_ICONS } from './app-icons';

const publicDir = join(__dirname, '..', 'public');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(join(publicDir, file));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

describe('the web app manifest', () => {
  it("names the app, opens it standalone at Home, in the page's colours", () => {
    expect(manifest.name).toBe(APP_NAME);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists the 192 and 512 px icons Android asks for, and a maskable one, each a PNG of its size', () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).toSorted()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of png) {
      const { width, height } = pngSize(icon.src.slice(1));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(APP_ICONS.some((drawn) => `/${drawn.file}` === icon.src)).toBe(true);
    }
  });

  it('has every drawn icon at its size (the iOS one included)', () => {
    for (const icon of APP_ICONS) expect(pngSize(icon.file)).toEqual({ width: icon.size, height: icon.size });
  });
});
