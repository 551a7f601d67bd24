import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageFiles } from './prerender';

// What a document names for its page (pageFiles): the chunks the entry starts, then the page's own (its
// route's chunk with what it imports, its language's catalogue and, when its page shows one, the
// catalogue's section: decision 1080, round 5), which the bootstrap preloads after the check-in's read.

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/start.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
  'src/app/routes/faqs.tsx': { file: 'assets/faqs.js', imports: ['_shared.js'], css: ['assets/faqs.css'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/locales/en/index.ts': { file: 'assets/en.js' },
  'src/locales/ur/index.ts': { file: 'assets/ur.js' },
  'src/locales/en/info.ts': { file: 'assets/info-en.js' },
  'src/locales/ur/info.ts': { file: 'assets/info-ur.js' },
  'src/locales/en/pages.ts': { file: 'assets/pages-en.js' },
};

describe('pageFiles', () => {
  it("names the page's chunk, its language's catalogue and its section, after what the entry starts", () => {
    expect(pageFiles(manifest, 'src/app/routes/faqs.tsx', 'ur', 'info')).toEqual({
      modulePreloads: ['/assets/start.js'],
      pagePreloads: ['/assets/faqs.js', '/assets/shared.js', '/assets/ur.js', '/assets/info-ur.js'],
      stylesheets: ['/assets/faqs.css'],
    });
  });

  it('names no section for a page that shows none (Home)', () => {
    expect(pageFiles(manifest, 'src/app/routes/home.tsx', 'en').pagePreloads).toEqual([
      '/assets/home.js',
      '/assets/shared.js',
      '/assets/en.js',
    ]);
  });

  it('stops the build when a catalogue or a section is not a chunk of it', () => {
    expect(() => pageFiles(manifest, 'src/app/routes/faqs.tsx', 'ur', 'pages')).toThrow(
      'src/locales/ur/pages.ts is not in the manifest',
    );
  });
});
