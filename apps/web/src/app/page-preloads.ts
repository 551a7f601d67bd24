// The page's own chunks (its route's and its language's catalogue) are preloaded after the check-in's
// streak read has been sent, not while the document is parsed (decision 1080, round 3). Over HTTP/1.1 an
// origin gets six connections: on a cheap 3G first visit the app's eight script files held all six when the
// login's answer came, and the streak read waited 1.4 s for one. The document names those chunks in a
// <meta> that fetches nothing; the bootstrap turns them into modulepreloads at once for a visitor, and for
// a subscriber right after the streak read is on its way. The app's start imports them either way, so a
// late or missing release costs a preload, never the page.

/** The <meta name> that lists the page's chunks, separated by spaces (vite/document.ts writes it). */
export const LATER_MODULE_PRELOADS = 'esr-modulepreload-after-checkin-read';

/** Preloads the chunks the document's <meta> lists, once (the <meta> leaves the page). */
export function preloadPageChunks(
  document: Pick<Document, 'querySelector' | 'createElement' | 'head'>,
): void {
  const meta = document.querySelector(`meta[name="${LATER_MODULE_PRELOADS}"]`);
  if (!meta) return;
  meta.remove();
  for (const href of (meta.getAttribute('content') ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
