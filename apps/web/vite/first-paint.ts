import { allowInDocumentPolicy, sha256Source } from './content-security-policy.ts';

// What a prerendered page's first paint needs, put in the document itself (decision 0960): its stylesheets
// written in, so the first paint waits for the document alone, not for one more round trip per stylesheet
// (four on Home); and its high-priority image (Home's first hero slide, the largest paint) requested
// before the scripts, so it does not queue behind them for a connection.

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * `document` with each `<link rel="stylesheet">` of a built stylesheet replaced by a `<style>` holding
 * its text, and the page's Content-Security-Policy allowing exactly those blocks (their hashes in
 * style-src, never 'unsafe-inline'). The link stays, `disabled`: a disabled stylesheet is never fetched,
 * and Vite's chunk loader, which adds a chunk's stylesheet unless a link to it is in the page, sees it
 * there and does not load it a second time when the page's chunk runs.
 */
export function inlineStylesheets(document: string, readStylesheet: (href: string) => string): string {
  const hashes: string[] = [];
  const inlined = document.replace(STYLESHEET_LINK, (link: string, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    hashes.push(sha256Source(css));
    return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });
  if (hashes.length === 0) return document;
  return allowInDocumentPolicy(inlined, 'style-src', hashes);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Preloads for the page's `fetchPriority="high"` image, for `<head>` ahead of the scripts: one per
 * `<source>` of its `<picture>`, with the source's media, and one for the `<img>` itself for the screens
 * its source does not take. None when the page has no such image.
 */
export function priorityImagePreloads(pageHtml: string): string[] {
  const picture = /<picture\b[^>]*>([\s\S]*?)<\/picture>/g;
  const candidates = [...pageHtml.matchAll(picture)].map((match) => match[1] ?? '');
  const priority = /<img\b[^>]*fetchPriority="high"[^>]*>/i;
  const inPicture = candidates.find((inner) => priority.test(inner));
  const imgTag = priority.exec(inPicture ?? pageHtml)?.[0];
  const src = imgTag && attribute(imgTag, 'src');
  if (!src) return [];
  const preload = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${href}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  const sources = [...(inPicture ?? '').matchAll(/<source\b[^>]*>/g)].flatMap(([tag]) => {
    const media = attribute(tag, 'media');
    const srcSet = attribute(tag, 'srcSet');
    return media && srcSet && !srcSet.includes(',') ? [{ media, href: srcSet.split(' ')[0]! }] : [];
  });
  // The <img> serves the screens its one <source> does not take; with several sources that is no single
  // media query, and it is left to the page.
  const img = sources.length === 1 ? [preload(src, `not all and ${sources[0]!.media}`)] : [];
  if (sources.length === 0) return [preload(src)];
  return [...sources.map((s) => preload(s.href, s.media)), ...img];
}
