import { describe, expect, it } from 'vitest';
import { inlineStylesheets, priorityImagePreloads } from './first-paint';
import { findOne, parseDocument, serializeDocument, setInnerHtml } from './html';

const page = (links: string) =>
  `<!doctype html><html><head><meta charset="UTF-8">${links}</head><body><div id="root"></div></body></html>`;
const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
const sheets: Record<string, string> = {
  '/assets/index-a1.css': 'body{margin:0}',
  '/assets/home-b2.css': '.hero{aspect-ratio:16/9}',
};
const read = (href: string) => sheets[href] ?? '';

describe('a prerendered page with its stylesheets written in', () => {
  it('holds each stylesheet in a <style>, in order, and keeps its link disabled so it is never fetched', () => {
    const document = parseDocument(page(link('/assets/index-a1.css') + link('/assets/home-b2.css')));
    expect(inlineStylesheets(document, read)).toEqual(['body{margin:0}', '.hero{aspect-ratio:16/9}']);
    expect(serializeDocument(document)).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin="" href="/assets/index-a1.css" disabled="">' +
        '<style>.hero{aspect-ratio:16/9}</style><link rel="stylesheet" crossorigin="" href="/assets/home-b2.css" disabled="">',
    );
  });

  it('leaves other links alone, whatever the order of their attributes', () => {
    const document = parseDocument(
      page(
        '<link href="/assets/index-a1.css" crossorigin rel="stylesheet"><link rel="icon" href="/favicon.svg">',
      ),
    );
    expect(inlineStylesheets(document, read)).toEqual(['body{margin:0}']);
    expect(serializeDocument(document)).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('refuses a stylesheet it cannot write in safely', () => {
    const document = parseDocument(page(link('/assets/x.css')));
    expect(() => inlineStylesheets(document, () => 'a{}</style><script>')).toThrow(/cannot be inlined/);
  });
});

describe("a prerendered page's high-priority image", () => {
  // As React renders it (attribute names in camel case: the parser reads them case-insensitively).
  const hero =
    '<picture class="hero__visual"><source media="(max-width: 768px)" srcSet="/assets/hero-phone.svg" width="720" height="480"/>' +
    '<img class="hero__image" src="/assets/hero-desktop.svg" alt="" loading="eager" fetchPriority="high"/></picture>';
  const later =
    '<picture><source media="(max-width: 768px)" srcSet="/assets/b-phone.svg"/><img src="/assets/b.svg" loading="lazy" fetchPriority="auto"/></picture>';
  const preloadsOf = (markup: string) => {
    const document = parseDocument(page(''));
    const root = findOne(document, 'div', { id: 'root' });
    setInnerHtml(root, markup);
    return priorityImagePreloads(root).map((element) =>
      Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
    );
  };

  it('is preloaded for each screen: the phone source on phones, the image everywhere else', () => {
    // The header's avatar comes first in the page and asks for priority too: the hero is the one.
    const avatar = '<header><img src="/assets/avatar.svg" alt="" fetchPriority="high"/></header>';
    expect(preloadsOf(`${avatar}<main>${hero}${later}</main>`)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: '/assets/hero-phone.svg',
        media: '(max-width: 768px)',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        href: '/assets/hero-desktop.svg',
        media: 'not all and (max-width: 768px)',
        fetchpriority: 'high',
      },
    ]);
  });

  it('is one preload for an image without sources, and none when no image asks for priority', () => {
    expect(preloadsOf('<img src="/assets/a.svg" alt="" fetchPriority="high"/>')).toEqual([
      { rel: 'preload', as: 'image', href: '/assets/a.svg', fetchpriority: 'high' },
    ]);
    expect(preloadsOf(`<main>${later}</main>`)).toEqual([]);
  });
});
