import { directionOf, type Language } from '#domain/languages';
import { LATER_MODULE_PRELOADS } from '../src/app/page-preloads.ts';
import { apiOrigin, contentSecurityPolicy, type CspOptions } from './content-security-policy.ts';
import { inlineStylesheets, priorityImagePreloads } from './first-paint.ts';
import {
  attributeOf,
  createElement,
  findAll,
  findOne,
  insertAfter,
  type HtmlElement,
  append,
  parseDocument,
  remove,
  serializeDocument,
  setAttribute,
  setInnerHtml,
  setText,
} from './html.ts';

// A route's document (decisions 0960, 1010): index.html as Vite built it, with the page in it, edited as a
// tree (vite/html.ts). Vite's own tags stay as Vite wrote them: the entry's module script and its
// modulepreloads, so the browser fetches the scripts as it parses the document, in parallel with the
// bootstrap's calls.

/** A page as src/app/prerender.tsx renders it. */
export interface RenderedPage {
  html: string;
  title: string | null;
  description?: string;
}

export interface DocumentOptions {
  language: Language;
  /** The chunks the entry imports when it runs, beyond its static imports: modulepreloads. */
  modulePreloads?: readonly string[];
  /**
   * The page's own chunks (its route's, its language's catalogue): preloaded by the bootstrap once the
   * check-in's read is sent (src/app/page-preloads.ts), listed in a <meta> before it.
   */
  pagePreloads?: readonly string[];
  /** The page's own stylesheets beyond the entry's. */
  stylesheets?: readonly string[];
  /** The build's: the page's policy, written with the hashes of the document's inline blocks. */
  policy?: CspOptions;
  /** The build's: reads a built stylesheet, to write it into the document. */
  readStylesheet?: (href: string) => string;
  /** The build's: the inline bootstrap (vite/bootstrap.ts). */
  bootstrap?: string;
  /**
   * The build's: the daily check-in's templates (vite/checkin-template.ts) and the script that shows one
   * before the app runs (decision 1080), at the end of <body>.
   */
  checkin?: { templates: readonly HtmlElement[]; script: string };
  /** false for a document that runs no script (offline.html). */
  scripts?: boolean;
}

/** `template` (index.html) with `page` in it, in `language`. */
export function writeDocument(template: string, page: RenderedPage, options: DocumentOptions): string {
  const document = parseDocument(template);
  const html = findOne(document, 'html');
  const head = findOne(document, 'head');
  setAttribute(html, 'lang', options.language);
  setAttribute(html, 'dir', directionOf(options.language));

  const root = findOne(document, 'div', { id: 'root' });
  setInnerHtml(root, page.html);
  if (page.title) setText(findOne(head, 'title'), page.title);
  if (page.description)
    setAttribute(findOne(head, 'meta', { name: 'description' }), 'content', page.description);
  // The page's high-priority image right after its title, ahead of the scripts.
  insertAfter(findOne(head, 'title'), ...priorityImagePreloads(root));

  append(
    head,
    ...(options.stylesheets ?? []).map((href) =>
      createElement('link', { rel: 'stylesheet', crossorigin: '', href }),
    ),
    ...(options.modulePreloads ?? []).map((href) =>
      createElement('link', { rel: 'modulepreload', crossorigin: '', href }),
    ),
  );
  if (options.scripts === false) {
    for (const element of findAll(document, 'script')) remove(element);
    for (const element of findAll(document, 'link', { rel: 'modulepreload' })) remove(element);
  }

  const styles = options.readStylesheet ? inlineStylesheets(document, options.readStylesheet) : [];
  const scripts = options.bootstrap && options.scripts !== false ? [options.bootstrap] : [];
  // After the page: the first paint does not wait for them, and the streak they need comes later anyway.
  const checkin = options.checkin && scripts.length > 0 ? options.checkin : null;
  if (checkin)
    append(findOne(document, 'body'), ...checkin.templates, createElement('script', {}, checkin.script));
  // Right after the charset: the policy (it governs only what follows it), the API's origin when it is
  // another one, then the bootstrap, which starts the visit's calls before the parser reads further.
  const charset = findAll(head, 'meta').find((meta) => attributeOf(meta, 'charset') !== undefined);
  if (!charset) throw new Error('the document has no <meta charset>');
  const origin = options.policy ? apiOrigin(options.policy) : null;
  const pagePreloads = scripts.length > 0 ? (options.pagePreloads ?? []) : [];
  insertAfter(
    charset,
    ...(options.policy
      ? [
          createElement('meta', {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(options.policy, {
              scripts: checkin ? [...scripts, checkin.script] : scripts,
              styles,
            }),
          }),
        ]
      : []),
    ...(origin ? [createElement('link', { rel: 'preconnect', href: origin, crossorigin: '' })] : []),
    ...(pagePreloads.length > 0
      ? [createElement('meta', { name: LATER_MODULE_PRELOADS, content: pagePreloads.join(' ') })]
      : []),
    ...scripts.map((code) => createElement('script', {}, code)),
  );
  return serializeDocument(document);
}
