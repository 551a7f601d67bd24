import {
  attributeOf,
  createElement,
  elementsOf,
  findAll,
  insertBefore,
  setAttribute,
  type HtmlDocument,
  type HtmlElement,
} from './html.ts';

// What a prerendered page's first paint needs, put in the document itself (decision 0960): its stylesheets
// written in, so the first paint waits for the document alone, not for one more round trip per stylesheet
// (four on Home); and its high-priority image (Home's first hero slide, the largest paint) requested
// before the scripts, so it does not queue behind them for a connection.

const isBuiltStylesheet = (link: HtmlElement) => {
  const href = attributeOf(link, 'href') ?? '';
  return attributeOf(link, 'rel') === 'stylesheet' && href.startsWith('/assets/') && href.endsWith('.css');
};

/**
 * Puts a `<style>` with the text of each of the document's built stylesheets before its `<link>`, and
 * disables the link: a disabled stylesheet is never fetched, and Vite's chunk loader, which adds a chunk's
 * stylesheet unless a link to it is in the page, sees it there and does not load it a second time when the
 * page's chunk runs. Answers the texts written in (the page's policy allows them by hash).
 */
export function inlineStylesheets(
  document: HtmlDocument,
  readStylesheet: (href: string) => string,
): string[] {
  const inlined: string[] = [];
  for (const link of findAll(document, 'link').filter(isBuiltStylesheet)) {
    const href = attributeOf(link, 'href')!;
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    insertBefore(link, createElement('style', {}, css));
    setAttribute(link, 'disabled', '');
    inlined.push(css);
  }
  return inlined;
}

/**
 * Preloads for the page's `fetchpriority="high"` image, for `<head>` ahead of the scripts: one per
 * `<source>` of its `<picture>`, with the source's media, and one for the `<img>` itself for the screens its
 * source does not take. None when the page has no such image.
 */
export function priorityImagePreloads(page: HtmlElement): HtmlElement[] {
  // The art-directed one first (Home's hero): a small high-priority image earlier in the page (the
  // header's avatar) is not the page's largest paint, and React preloads those itself.
  const priority = findAll(page, 'img').filter((element) => attributeOf(element, 'fetchpriority') === 'high');
  const inPicture = (element: HtmlElement) =>
    element.parentNode !== null &&
    'tagName' in element.parentNode &&
    element.parentNode.tagName === 'picture';
  const img = priority.find(inPicture) ?? priority[0];
  const src = img && attributeOf(img, 'src');
  if (!img || !src) return [];
  const preload = (href: string, media?: string) =>
    createElement('link', {
      rel: 'preload',
      as: 'image',
      href,
      ...(media ? { media } : {}),
      fetchpriority: 'high',
    });
  const picture = img.parentNode && 'tagName' in img.parentNode ? img.parentNode : null;
  const sources = (picture?.tagName === 'picture' ? elementsOf(picture) : [])
    .filter((element) => element.tagName === 'source')
    .flatMap((source) => {
      const media = attributeOf(source, 'media');
      const srcSet = attributeOf(source, 'srcset');
      return media && srcSet && !srcSet.includes(',') ? [{ media, href: srcSet.split(' ')[0]! }] : [];
    });
  if (sources.length === 0) return [preload(src)];
  // The <img> serves the screens its one <source> does not take; with several sources that is no single
  // media query, and it is left to the page.
  const rest = sources.length === 1 ? [preload(src, `not all and ${sources[0]!.media}`)] : [];
  return [...sources.map((source) => preload(source.href, source.media)), ...rest];
}
