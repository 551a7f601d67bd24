import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { server } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'esr-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
// The web build writes compressed copies of its text files (apps/web/vite.config.ts, precompress).
const indexHtml = '<!doctype html><title>Home</title><div id="root"></div>';
writeFileSync(join(dist, 'index.html.gz'), gzipSync(indexHtml));
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
// Each route's prerendered document, the not-found page and the offline page (apps/web/vite/prerender.ts).
const documents = {
  tournaments: '<title>Weekly Tournaments</title><div id="root"><h1>Weekly Tournaments</h1></div>',
  'join-tournament': '<title>Join</title><div id="root">Loading...</div>',
  404: '<title>Page not found</title><div id="root"><h1>Page not found</h1></div>',
  offline: "<title>You're offline</title>",
};
for (const [name, content] of Object.entries(documents)) writeFileSync(join(dist, `${name}.html`), content);
writeFileSync(join(dist, 'tournaments.html.br'), brotliCompressSync(documents.tournaments));
// The Urdu documents, in ur/ (decision 0990).
const urdu = {
  index: '<html lang="ur" dir="rtl"><title>ہوم</title><div id="root"></div>',
  tournaments: '<html lang="ur" dir="rtl"><title>ہفتہ وار ٹورنامنٹس</title>',
  404: '<html lang="ur" dir="rtl"><title>صفحہ نہیں ملا</title>',
};
mkdirSync(join(dist, 'ur'));
for (const [name, content] of Object.entries(urdu)) writeFileSync(join(dist, 'ur', `${name}.html`), content);
// A build of before the prerendered documents: index.html only.
const spaDist = mkdtempSync(join(tmpdir(), 'esr-web-spa-'));
writeFileSync(join(spaDist, 'index.html'), indexHtml);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(spaDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('hosting the built web app', () => {
  it("answers a browser navigation with the route's own prerendered document, never cached", async () => {
    const { app } = await server({ webDistDir: dist });
    for (const [url, body] of [
      ['/', indexHtml],
      ['/tournaments', documents.tournaments],
      ['/tournaments/', documents.tournaments],
      ['/join-tournament?tournamentId=t-1', documents['join-tournament']],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the device's chosen language, else the browser's, else English (decision 0990)", async () => {
    const { app } = await server({ webDistDir: dist });
    const visit = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
    const urduBrowser = { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' };
    expect((await visit('/', urduBrowser)).body).toBe(urdu.index);
    expect((await visit('/tournaments', urduBrowser)).body).toBe(urdu.tournaments);
    expect((await visit('/tournaments', { cookie: 'esr-lang=ur' })).body).toBe(urdu.tournaments);
    // The choice made on the device wins over the browser's language.
    expect((await visit('/tournaments', { ...urduBrowser, cookie: 'esr-lang=en' })).body).toBe(
      documents.tournaments,
    );
    const notFound = await visit('/no-such-page', { cookie: 'esr-lang=ur' });
    expect([notFound.statusCode, notFound.body]).toEqual([404, urdu[404]]);
    // A route the Urdu build lacks falls back to English rather than to the not-found page.
    expect((await visit('/join-tournament', urduBrowser)).body).toBe(documents['join-tournament']);
    const answer = await visit('/tournaments', urduBrowser);
    expect(answer.headers.vary).toContain('cookie');
    expect(answer.headers.vary).toContain('accept-language');
    expect((await visit('/tournaments', { 'accept-language': 'fr-FR' })).body).toBe(documents.tournaments);
  });

  it('answers any other address with the not-found document and a 404', async () => {
    const { app } = await server({ webDistDir: dist });
    for (const url of ['/no-such-page', '/tournaments/42', '/offline', '/404', '/index', '/../package']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(documents[404]);
    }
  });

  it('answers index.html for every navigation of a build without prerendered documents', async () => {
    const { app } = await server({ webDistDir: spaDist });
    for (const url of ['/', '/tournaments', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('caches hashed assets for a year', async () => {
    const { app } = await server({ webDistDir: dist });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('sends the pre-compressed copies to browsers that accept them', async () => {
    const { app } = await server({ webDistDir: dist });
    const page = await app.inject({
      method: 'GET',
      url: '/tournaments',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(documents.tournaments);
    const gzipped = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(indexHtml);
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log(1)');
  });

  it('keeps API, control and media misses as JSON 404s', async () => {
    const { app } = await server({ webDistDir: dist });
    for (const url of ['/api/v1/nope', '/__mock/nope', '/media/seed/nope.svg', '/assets/missing.js']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: url.startsWith('/assets') ? {} : html,
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('explains how to build the web app when it is not built, instead of pretending', async () => {
    const { app } = await server({ webDistDir: join(dist, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The web app is not built');
    expect(response.body).toContain('npm run build -w apps/web');
  });

  it('serves the contracts', async () => {
    const { app } = await server({ webDistDir: dist });
    const yaml = await app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/);
    expect((await app.inject({ method: 'GET', url: '/openapi/control.yaml' })).body).toContain(
      'operationId: putFault',
    );
  });
});

describe('the API reference at /docs', () => {
  it('is Swagger UI from npm, loading nothing from another origin, under a policy of its own', async () => {
    const { app } = await server({ webDistDir: dist });
    const page = await app.inject({ method: 'GET', url: '/docs', headers: html });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)|https?:/);
    // helmet's page headers stay.
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const urls = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.filter((url) => !url.startsWith('/'))).toEqual([]);
    const bundle = urls.find((url) => url.endsWith('/swagger-ui-bundle.js'))!;
    expect(bundle).toMatch(/^\/docs\/assets\/swagger-ui-\d+\.\d+\.\d+\//);
    const script = await app.inject({ method: 'GET', url: bundle });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    const init = await app.inject({ method: 'GET', url: '/docs/assets/reference.js' });
    expect(init.body).toContain("url: '/docs/openapi.json'");
    expect(init.body).toContain("preauthorizeApiKey('bearerAuth'");
    // Only the files the page uses: not the package's demo page (it loads a petstore from the internet).
    const demo = await app.inject({
      method: 'GET',
      url: bundle.replace('swagger-ui-bundle.js', 'index.html'),
    });
    expect(demo.statusCode).toBe(404);
  });

  it('shows the contract with its examples, its designed marks in the descriptions and how to try a call', async () => {
    const { app } = await server({ webDistDir: dist });
    const reference = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    expect(reference.info.description).toContain('## Trying a call');
    const select = reference.paths['/v1/daily-challenges/select-game'].post;
    expect(select['x-designed']).toMatch(/game-select call/);
    expect(select.description).toMatch(
      /^\*\*Designed, not in the product spec:\*\* The spec names a game-select call/,
    );
    const rank = reference.components.schemas.LeaderboardEntry.properties.rank;
    expect(rank.description).toMatch(/^\*\*Designed, not in the product spec:\*\*/);
    expect(reference.components.schemas.Tournament.properties.banner.description).toBeUndefined();
    const example = select.requestBody.content['application/json'].examples['ali-picks-pubg'];
    expect(example.value).toEqual({ gameId: 'pubg-mobile' });
  });

  it('lists the assumptions on a page of their own', async () => {
    const { app } = await server({ webDistDir: dist });
    const page = await app.inject({ method: 'GET', url: '/docs/assumptions', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain("Assumptions to settle with the operator's backend team");
    expect(page.body).toContain('<code>LeaderboardEntry.rank</code>');
    expect(page.body).toContain('<a href="/docs">API reference</a>');
  });
});
