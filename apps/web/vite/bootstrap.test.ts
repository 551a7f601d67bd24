import { fileURLToPath, URL as NodeURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compileBootstrap } from './bootstrap';

// The bootstrap as the build writes it into the documents (decision 1010): one classic script, no module
// syntax, that runs on its own in a page and starts the login from ?a= with the app's API base written in.

const root = fileURLToPath(new NodeURL('..', import.meta.url));
const define = {
  'import.meta.env.VITE_API_BASE_URL': JSON.stringify('https://api.operator.example/v1'),
};

describe('the compiled bootstrap', () => {
  it('is a classic script that starts the login in the page it runs in', async () => {
    const code = await compileBootstrap({
      root,
      entry: 'src/app/bootstrap-inline.ts',
      define,
      alias: { '@': `${root}src` },
    });
    expect(code).not.toMatch(/\bimport\s*[{(*]|\bexport\s/);
    const sent: string[] = [];
    const window = {
      location: { href: 'https://portal.example/?a=923005550001', pathname: '/', search: '?a=923005550001' },
      sessionStorage: { getItem: () => null },
      fetch: (url: string) => {
        sent.push(url);
        return new Promise<Response>(() => undefined);
      },
    };
    runInNewContext(code, { window, URL, URLSearchParams, JSON, Promise, Map });
    expect(sent).toEqual(['https://api.operator.example/v1/v1/jt/gen']);
    expect((window as Record<string, unknown>).__esrEarlyCalls).toBeInstanceOf(Map);
  });

  it('compiles the check-in script the same way: a classic script, Lingui without its message compiler', async () => {
    const code = await compileBootstrap({
      root,
      entry: 'src/app/checkin-bootstrap-inline.ts',
      define,
      alias: { '@': `${root}src` },
    });
    expect(code).not.toMatch(/\bimport\s*[{(*]|\bexport\s/);
    // The catalogues are compiled at build time: no runtime parser (moo, the ICU grammar) in the page.
    expect(code).not.toContain('moo');
    const window: Record<string, unknown> = {
      location: { href: 'https://portal.example/', pathname: '/', search: '' },
      sessionStorage: { getItem: () => null },
    };
    runInNewContext(code, { window, URL, URLSearchParams, JSON, Promise, Map });
    // No bootstrap ran before it (no first screen): today's path.
    expect(window.__esrCheckin).toMatchObject({ status: 'skipped' });
  });
});
