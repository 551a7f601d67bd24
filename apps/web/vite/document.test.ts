import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LATER_MODULE_PRELOADS } from '../src/app/page-preloads';
import { writeDocument } from './document';
import { attributeOf, createElement, findAll, findOne, parseDocument, textOf } from './html';

// A route's document, written as a tree from Vite's index.html (decisions 0960, 1010; issue 28): the page,
// its language, its title and description, its preloads, the bootstrap and the policy that allows it.

// index.html as Vite writes it (its attributes in Vite's order; the tree does not care).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Play and win." />
    <title>Esports Rewards</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const POLICY = { apiBaseUrl: '/api', aimTrainBaseUrl: '/aim-train', frameUrls: [] };
const PAGE = {
  html: '<main><h1>Home</h1><picture><source media="(max-width: 768px)" srcSet="/assets/hero-phone.svg"/><img src="/assets/hero.svg" alt="" fetchPriority="high"/></picture></main>',
  title: 'Home | Esports Rewards',
  description: 'Play "now" & win.',
};
const sheets: Record<string, string> = {
  '/assets/index-ghi.css': 'body{margin:0}',
  '/assets/home-jkl.css': '.hero{}',
};
const BOOTSTRAP = '(()=>{window.started=1})();';
const CHECKIN_SCRIPT = '(()=>{window.checkin=1})();';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const build = (options: Partial<Parameters<typeof writeDocument>[2]> = {}) =>
  parseDocument(
    writeDocument(TEMPLATE, PAGE, {
      language: 'ur',
      modulePreloads: ['/assets/start-xyz.js'],
      pagePreloads: ['/assets/home-xyz.js', '/assets/ur-uvw.js'],
      stylesheets: ['/assets/home-jkl.css'],
      policy: POLICY,
      readStylesheet: (href) => sheets[href] ?? '',
      bootstrap: BOOTSTRAP,
      ...options,
    }),
  );

const headOrder = (document: ReturnType<typeof build>) =>
  findOne(document, 'head')
    .childNodes.filter((node) => 'tagName' in node)
    .map((node) => {
      const element = node as Parameters<typeof attributeOf>[0];
      const name =
        attributeOf(element, 'rel') ?? attributeOf(element, 'http-equiv') ?? attributeOf(element, 'charset');
      return name ? `${element.tagName}:${name}` : element.tagName;
    });

describe("a route's document", () => {
  it('holds the page in #root, in its language and direction, with its title and description', () => {
    const document = build();
    expect(attributeOf(findOne(document, 'html'), 'lang')).toBe('ur');
    expect(attributeOf(findOne(document, 'html'), 'dir')).toBe('rtl');
    expect(textOf(findOne(document, 'h1'))).toBe('Home');
    expect(textOf(findOne(document, 'title'))).toBe('Home | Esports Rewards');
    expect(attributeOf(findOne(document, 'meta', { name: 'description' }), 'content')).toBe(
      'Play "now" & win.',
    );
  });

  it('starts with the policy, then the bootstrap; keeps Vite’s module script and preloads; adds the page’s', () => {
    expect(headOrder(build())).toEqual([
      'meta:UTF-8',
      'meta:Content-Security-Policy',
      'meta',
      'script',
      'meta',
      'meta',
      'title',
      'link:preload',
      'link:preload',
      'script',
      'link:modulepreload',
      'style',
      'link:stylesheet',
      'style',
      'link:stylesheet',
      'link:modulepreload',
    ]);
    const document = build();
    expect(textOf(findAll(document, 'script')[0]!)).toBe(BOOTSTRAP);
    expect(attributeOf(findOne(document, 'script', { type: 'module' }), 'src')).toBe('/assets/index-abc.js');
    expect(
      findAll(document, 'link', { rel: 'modulepreload' }).map((link) => attributeOf(link, 'href')),
    ).toEqual(['/assets/vendor-def.js', '/assets/start-xyz.js']);
  });

  it('names the page’s own chunks in a <meta> before the bootstrap, which preloads them (decision 1080)', () => {
    const document = build();
    const meta = findOne(document, 'meta', { name: LATER_MODULE_PRELOADS });
    expect(attributeOf(meta, 'content')).toBe('/assets/home-xyz.js /assets/ur-uvw.js');
    const head = findOne(document, 'head').childNodes;
    expect(head.indexOf(meta)).toBe(head.indexOf(findAll(document, 'script')[0]!) - 1);
    // A document that runs no script names none.
    expect(findAll(build({ scripts: false }), 'meta', { name: LATER_MODULE_PRELOADS })).toEqual([]);
  });

  it("allows exactly its inline blocks in its policy, by hash, never with 'unsafe-inline'", () => {
    const policy = attributeOf(
      findOne(build(), 'meta', { 'http-equiv': 'Content-Security-Policy' }),
      'content',
    )!;
    expect(policy).toContain(`script-src 'self' ${hash(BOOTSTRAP)} 'wasm-unsafe-eval' blob:`);
    expect(policy).toContain(`style-src 'self' ${hash('body{margin:0}')} ${hash('.hero{}')}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('preloads its high-priority image per screen, and writes its stylesheets in (their links disabled)', () => {
    const document = build();
    expect(findAll(document, 'link', { rel: 'preload' }).map((link) => attributeOf(link, 'media'))).toEqual([
      '(max-width: 768px)',
      'not all and (max-width: 768px)',
    ]);
    expect(findAll(document, 'style').map(textOf)).toEqual(['body{margin:0}', '.hero{}']);
    for (const link of findAll(document, 'link', { rel: 'stylesheet' }))
      expect(attributeOf(link, 'disabled')).toBe('');
  });

  it('ends its body with the check-in’s templates and script, after the page, allowed by hash', () => {
    const checkin = {
      templates: [createElement('template', { 'data-esr-checkin': 'new current locked locked' })],
      script: CHECKIN_SCRIPT,
    };
    const document = build({ checkin });
    const body = findOne(document, 'body').childNodes.filter((node) => 'tagName' in node);
    expect(body.map((node) => (node as Parameters<typeof attributeOf>[0]).tagName)).toEqual([
      'div',
      'template',
      'script',
    ]);
    expect(textOf(findAll(document, 'script').at(-1)!)).toBe(CHECKIN_SCRIPT);
    const policy = attributeOf(
      findOne(document, 'meta', { 'http-equiv': 'Content-Security-Policy' }),
      'content',
    )!;
    expect(policy).toContain(
      `script-src 'self' ${hash(BOOTSTRAP)} ${hash(CHECKIN_SCRIPT)} 'wasm-unsafe-eval'`,
    );
    // A document that runs no script has no check-in either.
    expect(findAll(build({ checkin, scripts: false }), 'template')).toEqual([]);
  });

  it('preconnects to the API when it lives on another origin', () => {
    const document = build({ policy: { ...POLICY, apiBaseUrl: 'https://api.operator.example/v1' } });
    expect(attributeOf(findOne(document, 'link', { rel: 'preconnect' }), 'href')).toBe(
      'https://api.operator.example',
    );
    expect(findAll(build(), 'link', { rel: 'preconnect' })).toEqual([]);
  });

  it('runs no script at all when asked (offline.html), and its policy allows none', () => {
    const document = build({ scripts: false });
    expect(findAll(document, 'script')).toEqual([]);
    expect(findAll(document, 'link', { rel: 'modulepreload' })).toEqual([]);
    const policy = attributeOf(
      findOne(document, 'meta', { 'http-equiv': 'Content-Security-Policy' }),
      'content',
    )!;
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' blob:");
  });

  it('in development (no policy, no bootstrap) only fills the page in', () => {
    const document = parseDocument(writeDocument(TEMPLATE, PAGE, { language: 'en' }));
    expect(findAll(document, 'meta', { 'http-equiv': 'Content-Security-Policy' })).toEqual([]);
    expect(findAll(document, 'script').map((script) => attributeOf(script, 'type'))).toEqual(['module']);
    expect(textOf(findOne(document, 'h1'))).toBe('Home');
  });
});
