import { allowInDocumentPolicy, sha256Source } from './content-security-policy.ts';

// A prerendered page paints without its scripts (decision 0960), so they need not compete with it
// (decision 1000): the document names no script and no modulepreload; a few lines written into it start
// the app's entry and its preloads once the browser has painted the page's first content. Until then the
// network and the main thread belong to the document, its styles and the first hero image.

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** How long after `load` a visible page that has reported no paint still waits for one. */
export const PAINT_GRACE_MS = 1000;

/**
 * The inline script that starts the app: at the first contentful paint (the Paint Timing API, buffered,
 * so a paint before it ran counts). Without paint timing it starts at once; a page loaded in the
 * background (it paints only when shown) starts at `load`; a visible one that has loaded and still
 * reported no paint starts PAINT_GRACE_MS after `load`. The preloads go first, so the entry's imports
 * arrive together instead of one level at a time.
 */
export function appStartScript(entry: string, preloads: readonly string[]): string {
  return [
    '(function(){var started=false;',
    'function start(){if(started)return;started=true;',
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");`,
    'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});',
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";',
    `script.src=${JSON.stringify(entry)};document.head.appendChild(script)}`,
    'var types=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes||[];',
    'if(types.indexOf("paint")<0){start();return}',
    'new PerformanceObserver(function(list){',
    'if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)',
    '}).observe({type:"paint",buffered:true});',
    'addEventListener("load",function(){',
    `if(document.visibilityState!=="visible")start();else setTimeout(start,${PAINT_GRACE_MS})})})();`,
  ].join('');
}

/**
 * `document` with its module entry and modulepreloads replaced by appStartScript() at the end of
 * `<body>`, and the page's Content-Security-Policy allowing that one inline script by its hash.
 */
export function startScriptsAfterFirstPaint(document: string): string {
  const entries = [...document.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`the document has ${entries.length} module entries, not 1`);
  const preloads = [...document.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const script = appStartScript(entries[0]!, preloads);
  if (!document.includes('</body>')) throw new Error('the document has no </body>');
  const started = document
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  <script>${script}</script>\n  </body>`);
  return allowInDocumentPolicy(started, 'script-src', [sha256Source(script)]);
}
