import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, Manifest, Plugin, ViteBuilder, ViteDevServer } from 'vite';
import {
  directionOf,
  LANGUAGES,
  negotiateLanguage,
  type Language,
} from '../../../packages/domain/src/languages.ts';
import {
  documentFileOf,
  documentFolderOf,
  NOT_FOUND_DOCUMENT,
  NOT_THE_APP,
  OFFLINE_DOCUMENT,
} from '../src/config/documents.ts';
import { inlineStylesheets, priorityImagePreloads } from './first-paint.ts';
import { startScriptsAfterFirstPaint } from './scripts-after-paint.ts';

// Every page's own HTML (decision 0960): after the client build, the app's server entry
// (src/app/prerender.tsx) is built for Node and renders each route; each document is index.html with the
// page in #root, its title, the page's chunk linked and its stylesheets written in <head>, so the layout,
// the navigation, the first hero slide and the loading states paint before any script runs. `vite dev`
// renders the same documents on request.

/** What src/app/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; module: string }[];
  prerender(
    path: string,
    language: Language,
  ): Promise<{ html: string; title: string | null; description?: string }>;
  prerenderOffline(language: Language): Promise<{ html: string; title: string }>;
}

/** The module of a language's catalogue (src/lib/i18n.tsx imports it): a chunk each document preloads. */
export const catalogueModule = (language: Language) => `src/locales/${language}/index.ts`;

export interface PrerenderOptions {
  /** The server entry, relative to the project root. */
  entry: string;
}

const SSR_OUT_DIR = 'node_modules/.esr-prerender';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a page in it: its language and direction on <html>, its markup in #root, its title, and
 * extra tags at the end of <head>.
 */
export function fillDocument(
  template: string,
  page: { html: string; title: string | null; description?: string },
  language: Language,
  head: readonly string[] = [],
): string {
  let document = template
    .replace(/<html lang="[a-z-]*"[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (page.description) {
    document = document.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escapeHtml(page.description!)}${close}`,
    );
  }
  // The page's title, then its high-priority image ahead of the scripts (vite/first-paint.ts).
  const preloads = priorityImagePreloads(page.html)
    .map((tag) => `\n    ${tag}`)
    .join('');
  document = document.replace(
    /<title>[^<]*<\/title>/,
    (found) => `${page.title ? `<title>${escapeHtml(page.title)}</title>` : found}${preloads}`,
  );
  if (head.length > 0) document = document.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
  return document;
}

/** The offline page runs no script: it is shown where the app cannot run (decision 0960). */
export function withoutScripts(document: string): string {
  return document
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The `<link>`s a page needs beyond the entry's: a modulepreload for its chunk and every chunk it imports,
 * and its stylesheets (render-blocking, so the prerendered page paints styled). Read from Vite's manifest.
 */
export function pageHeadTags(manifest: Manifest, moduleKey: string, language: Language): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  if (!manifest[moduleKey])
    throw new Error(`${moduleKey} is not in the manifest: is it still a route module?`);
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
  const loaded = closure(entryKey);
  const catalogue = catalogueModule(language);
  if (!manifest[catalogue]) throw new Error(`${catalogue} is not in the manifest: is it still a chunk?`);
  const page = [...closure(moduleKey), ...closure(catalogue)].filter((key) => !loaded.has(key));
  const entryCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const css = [...new Set(page.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !entryCss.has(file),
  );
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...page.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
  ];
}

async function writeDocuments(outDir: string, ssrOutDir: string): Promise<void> {
  const server = (await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href)) as PrerenderModule;
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const stylesheet = (href: string) => readFileSync(join(outDir, href), 'utf8');
  for (const language of LANGUAGES) {
    for (const { path, module } of server.PRERENDERED_PAGES) {
      const page = await server.prerender(path, language);
      const file = join(outDir, documentFileOf(path, language));
      mkdirSync(dirname(file), { recursive: true });
      const document = fillDocument(template, page, language, pageHeadTags(manifest, module, language));
      writeFileSync(file, startScriptsAfterFirstPaint(inlineStylesheets(document, stylesheet)));
    }
    const offline = withoutScripts(fillDocument(template, await server.prerenderOffline(language), language));
    writeFileSync(
      join(outDir, documentFolderOf(language), OFFLINE_DOCUMENT),
      inlineStylesheets(offline, stylesheet),
    );
  }
}

/** Renders a document per request in `vite dev`, from the app's source (hot reloaded like the rest). */
function devDocuments(server: ViteDevServer, entry: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://dev');
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml || NOT_THE_APP.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) {
      next();
      return;
    }
    void (async () => {
      const template = await server.transformIndexHtml(
        request.url ?? '/',
        readFileSync(resolve(server.config.root, 'index.html'), 'utf8'),
      );
      const app = (await server.ssrLoadModule(entry)) as PrerenderModule;
      const language = negotiateLanguage({
        cookies: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const page = await app.prerender(url.pathname, language);
      response.statusCode = documentFileOf(url.pathname) === NOT_FOUND_DOCUMENT ? 404 : 200;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Vary', 'Cookie, Accept-Language');
      response.end(fillDocument(template, page, language));
    })().catch((error: unknown) => {
      server.ssrFixStacktrace(error as Error);
      next(error);
    });
  };
}

export function prerender({ entry }: PrerenderOptions): Plugin {
  return {
    name: 'esr:prerender',
    config(_config, { command }) {
      if (command !== 'build') return undefined;
      return {
        // The client, then the server entry: `vite build` builds both (buildApp below).
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: SSR_OUT_DIR,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rolldownOptions: { input: { prerender: entry } },
            },
          },
        },
      };
    },
    configureServer(server) {
      server.middlewares.use(devDocuments(server, `/${entry}`));
    },
    buildApp: {
      order: 'post',
      async handler(builder: ViteBuilder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('esr:prerender needs the client and ssr environments');
        if (!client.isBuilt) await builder.build(client);
        await builder.build(ssr);
        const root = builder.config.root;
        const ssrOutDir = resolve(root, SSR_OUT_DIR);
        await writeDocuments(resolve(root, client.config.build.outDir), ssrOutDir);
        rmSync(ssrOutDir, { recursive: true, force: true });
      },
    },
  };
}
