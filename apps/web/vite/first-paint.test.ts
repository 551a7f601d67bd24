import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, priorityImagePreloads } from './first-paint';

const policy = (more = '') =>
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'${more}; object-src 'none'" />`;
const page = (links: string) =>
  `<html><head><meta charset="UTF-8" />${policy()}${links}</head><body><div id="root"></div></body></html>`;
const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const sheets: Record<string, string> = {
  '/assets/index-a1.css': 'body{margin:0}',
  '/assets/home-b2.css': '.hero{aspect-ratio:16/9}',
};
const read = (href: string) => sheets[href] ?? '';

describe('a prerendered page with its stylesheets written in', () => {
  it('holds each stylesheet in a <style>, in order, and keeps its link disabled so it is never fetched', () => {
    const out = inlineStylesheets(page(link('/assets/index-a1.css') + link('/assets/home-b2.css')), read);
    expect(out).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>' +
        '<style>.hero{aspect-ratio:16/9}</style><link rel="stylesheet" crossorigin href="/assets/home-b2.css" disabled>',
    );
    expect(out).not.toMatch(/href="[^"]+\.css">/);
  });

  it("allows exactly those blocks in the page's policy, by hash, never with 'unsafe-inline'", () => {
    const out = inlineStylesheets(page(link('/assets/index-a1.css') + link('/assets/home-b2.css')), read);
    expect(out).toContain(policy(` ${hash('body{margin:0}')} ${hash('.hero{aspect-ratio:16/9}')}`));
    expect(out).not.toContain('unsafe-inline');
  });

  it('leaves a page without stylesheets as it is, and refuses what it cannot inline safely', () => {
    expect(inlineStylesheets(page(''), read)).toBe(page(''));
    expect(() => inlineStylesheets(page(link('/assets/x.css')), () => 'a{}</style><script>')).toThrow(
      /cannot be inlined/,
    );
    const withoutPolicy = `<head>${link('/assets/index-a1.css')}</head>`;
    expect(() => inlineStylesheets(withoutPolicy, read)).toThrow(/no Content-Security-Policy/);
  });
});

describe("a prerendered page's high-priority image", () => {
  const hero =
    '<picture class="hero__visual"><source media="(max-width: 768px)" srcSet="/assets/hero-phone.svg" width="720" height="480"/>' +
    '<img class="hero__image" src="/assets/hero-desktop.svg" alt="" loading="eager" fetchPriority="high"/></picture>';
  const later =
    '<picture><source media="(max-width: 768px)" srcSet="/assets/b-phone.svg"/><img src="/assets/b.svg" loading="lazy" fetchPriority="auto"/></picture>';

  it('is preloaded for each screen: the phone source on phones, the image everywhere else', () => {
    expect(priorityImagePreloads(`<main>${hero}${later}</main>`)).toEqual([
      '<link rel="preload" as="image" href="/assets/hero-phone.svg" media="(max-width: 768px)" fetchpriority="high">',
      '<link rel="preload" as="image" href="/assets/hero-desktop.svg" media="not all and (max-width: 768px)" fetchpriority="high">',
    ]);
  });

  it('is one preload for an image without sources, and none when no image asks for priority', () => {
    expect(priorityImagePreloads('<img src="/assets/a.svg" alt="" fetchPriority="high"/>')).toEqual([
      '<link rel="preload" as="image" href="/assets/a.svg" fetchpriority="high">',
    ]);
    expect(priorityImagePreloads(`<main>${later}</main>`)).toEqual([]);
  });
});
