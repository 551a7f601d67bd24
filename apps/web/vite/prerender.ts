import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connect, Manifest, Plugin, ViteBuilder, ViteDevServer } from 'vite';
import { LANGUAGES, negotiateLanguage, type Language } from '#domain/languages';
import {
  documentFileOf,
  documentFolderOf,
  NOT_FOUND_DOCUMENT,
  NOT_THE_APP,
  OFFLINE_DOCUMENT,
} from '../src/config/documents.ts';
import type { CheckinTemplate } from '../src/app/checkin-template.tsx';
import { compileBootstrap } from './bootstrap.ts';
import { checkinTemplateElements } from './checkin-template.ts';
import type { CspOptions } from './content-security-policy.ts';
import { writeDocument } from './document.ts';

// Every page's own HTML (decision 0960): after the client build, the app's server entry
// (src/app/prerender.tsx) is built for Node and renders each route; each document is index.html with the
// page in #root, its title, the page's chunk preloaded and its stylesheets written in <head>, so the layout,
// the navigation, the first hero slide and the loading states paint before any script runs, and the inline
// bootstrap that starts the visit's calls at parse (decision 1010). `vite dev` renders the same documents
// on request (without the bootstrap: the app makes its calls itself).

/** What src/app/prerender.tsx exports. */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; module: string; section?: string }[];
  prerender(
    path: string,
    language: Language,
  ): Promise<{ html: string; title: string | null; description?: string }>;
  prerenderOffline(language: Language): Promise<{ html: string; title: string }>;
  prerenderCheckin(language: Language): Promise<CheckinTemplate[]>;
}

/**
 * The module of a language's catalogue, or of one of its sections (src/lib/i18n.tsx imports each): a chunk
 * each document preloads, its section's too when its page shows one.
 */
export const catalogueModule = (language: Language, section = 'index') =>
  `src/locales/${language}/${section}.ts`;

export interface PrerenderOptions {
  /** The server entry, relative to the project root. */
  entry: string;
  /** The inline bootstrap's entry (src/app/bootstrap-inline.ts), relative to the project root. */
  bootstrap: string;
  /** The check-in script's entry (src/app/checkin-bootstrap-inline.ts), relative to the project root. */
  checkin: string;
  /** What the documents' Content-Security-Policy allows (decision 0920). */
  policy: CspOptions;
}

const SSR_OUT_DIR = 'node_modules/.esr-prerender';

/**
 * What a page needs beyond what Vite's index.html already names (the entry and its static imports): a
 * modulepreload for the chunks the entry imports when it runs (src/app/main.tsx: React's renderer, then
 * the app); the page's chunk and every chunk it imports, and its language's catalogue (with the section
 * its page shows), which the bootstrap
 * preloads once the check-in's read is sent (`pagePreloads`, src/app/page-preloads.ts); and the page's
 * stylesheets (written into the document). Read from Vite's manifest.
 */
export function pageFiles(
  manifest: Manifest,
  moduleKey: string,
  language: Language,
  section?: string,
): { modulePreloads: string[]; pagePreloads: string[]; stylesheets: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  if (!manifest[moduleKey])
    throw new Error(`${moduleKey} is not in the manifest: is it still a route module?`);
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const named = closure(entryKey);
  const catalogues = [catalogueModule(language), ...(section ? [catalogueModule(language, section)] : [])];
  for (const catalogue of catalogues)
    if (!manifest[catalogue]) throw new Error(`${catalogue} is not in the manifest: is it still a chunk?`);
  const started = new Set(
    (manifest[entryKey]!.dynamicImports ?? [])
      .flatMap((key) => [...closure(key)])
      .filter((key) => !named.has(key)),
  );
  const pageKeys = closure(moduleKey);
  for (const catalogue of catalogues) closure(catalogue, pageKeys);
  const own = [...pageKeys].filter((key) => !named.has(key) && !started.has(key));
  const page = [...started, ...own];
  const namedCss = new Set([...named].flatMap((key) => manifest[key]?.css ?? []));
  const css = [...new Set(page.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !namedCss.has(file),
  );
  return {
    stylesheets: css.map((file) => `/${file}`),
    modulePreloads: [...started].map((key) => `/${manifest[key]!.file}`),
    pagePreloads: own.map((key) => `/${manifest[key]!.file}`),
  };
}

async function writeDocuments(
  outDir: string,
  ssrOutDir: string,
  { bootstrap, checkin, policy }: { bootstrap: string; checkin: string; policy: CspOptions },
): Promise<void> {
  const server = (await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href)) as PrerenderModule;
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const readStylesheet = (href: string) => readFileSync(join(outDir, href), 'utf8');
  for (const language of LANGUAGES) {
    const templates = await server.prerenderCheckin(language);
    for (const { path, module, section } of server.PRERENDERED_PAGES) {
      const page = await server.prerender(path, language);
      const file = join(outDir, documentFileOf(path, language));
      mkdirSync(dirname(file), { recursive: true });
      const files = pageFiles(manifest, module, language, section);
      writeFileSync(
        file,
        writeDocument(template, page, {
          language,
          ...files,
          policy,
          readStylesheet,
          bootstrap,
          // Elements are moved into the tree they join: each document gets its own.
          checkin: { templates: checkinTemplateElements(templates), script: checkin },
        }),
      );
    }
    // The offline page runs no script: it is shown where the app cannot run (decision 0960).
    const offline = await server.prerenderOffline(language);
    writeFileSync(
      join(outDir, documentFolderOf(language), OFFLINE_DOCUMENT),
      writeDocument(template, offline, { language, policy, readStylesheet, scripts: false }),
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
      response.end(writeDocument(template, page, { language }));
    })().catch((error: unknown) => {
      server.ssrFixStacktrace(error as Error);
      next(error);
    });
  };
}

export function prerender({ entry, bootstrap, checkin, policy }: PrerenderOptions): Plugin {
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
        const alias = Object.fromEntries(
          client.config.resolve.alias.flatMap(({ find, replacement }) =>
            typeof find === 'string' ? [[find, replacement]] : [],
          ),
        );
        const compile = (inline: string) =>
          compileBootstrap({ root, entry: inline, define: client.config.define, alias });
        await writeDocuments(resolve(root, client.config.build.outDir), ssrOutDir, {
          bootstrap: await compile(bootstrap),
          checkin: await compile(checkin),
          policy,
        });
        rmSync(ssrOutDir, { recursive: true, force: true });
      },
    },
  };
}
