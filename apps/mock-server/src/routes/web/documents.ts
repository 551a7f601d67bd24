import { NOT_THE_APP, negotiateLanguage, SOURCE_LANGUAGE, type Language } from '@esr/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { repoRoot } from '../../config';
import { registerDocs } from './docs';

export interface WebRoutesOptions {
  /** The built web app (apps/web/dist). */
  webDistDir: string;
  /** Mock mode: control.yaml describes an API only mock mode has; production leaves it out (issue 26). */
  mockMode: boolean;
}

/** Documents of the build that are no route: the not-found page and the service worker's offline page. */
const RESERVED_DOCUMENTS = new Set(['404', 'offline', 'index']);

const CONTRACTS = {
  '/openapi.yaml': 'openapi.yaml',
  '/openapi/openapi.yaml': 'openapi.yaml',
  '/openapi/unsubscribe.yaml': 'unsubscribe.yaml',
} as const;
const MOCK_MODE_CONTRACTS = { '/openapi/control.yaml': 'control.yaml' } as const;

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Web app not built</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b0f1a;color:#e8ecf5;margin:0;padding:2rem}
main{max-width:40rem;margin:auto}code{background:#1b2235;padding:.1rem .4rem;border-radius:4px}a{color:#7cc4ff}</style></head>
<body><main><h1>The web app is not built</h1>
<p>The API is running under <code>/api</code> (contract: <a href="/docs">/docs</a>), but there is no web app build at
<code>apps/web/dist</code>.</p><p>Build it with <code>npm run build -w apps/web</code>, or run <code>npm start</code>
from the repository root, which builds what is missing.</p></main></body></html>`;

/**
 * Hosts the built web app (each route's prerendered document, decision 0960), the contracts and the API
 * reference (/docs).
 */
export const webRoutes = fp<WebRoutesOptions>(async (app: FastifyInstance, { webDistDir, mockMode }) => {
  for (const [url, file] of Object.entries({ ...CONTRACTS, ...(mockMode ? MOCK_MODE_CONTRACTS : {}) })) {
    const text = readFileSync(join(repoRoot, 'openapi', file), 'utf8');
    app.get(url, (_request, reply) => reply.type('application/yaml; charset=utf-8').send(text));
  }
  await registerDocs(app, YAML.parse(readFileSync(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8')));

  const indexFile = join(webDistDir, 'index.html');
  const notFoundFile = join(webDistDir, '404.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no web app build at ${webDistDir}: / explains how to build it`);
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(notBuiltPage));
    return;
  }

  /**
   * The prerendered document of a navigation (apps/web/src/config/documents.ts names them): index.html for
   * Home, /{route}.html for a route, 404.html (status 404) for any other address, each in the visit's
   * language (decision 0990: English's at the build's root, Urdu's in ur/). A build without them (an older
   * one) answers index.html for everything, as a single-page app.
   */
  const documentOf = (url: string, language: Language): { file: string; status: number } => {
    const folder = language === SOURCE_LANGUAGE ? webDistDir : join(webDistDir, language);
    const inFolder = (name: string) => {
      const file = join(folder, name);
      return existsSync(file) ? file : join(webDistDir, name);
    };
    const path = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    if (path === '/') return { file: inFolder('index.html'), status: 200 };
    const name = path.slice(1);
    if (
      /^[a-z0-9-]+$/.test(name) &&
      !RESERVED_DOCUMENTS.has(name) &&
      existsSync(join(webDistDir, `${name}.html`))
    )
      return { file: inFolder(`${name}.html`), status: 200 };
    return existsSync(notFoundFile)
      ? { file: inFolder('404.html'), status: 404 }
      : { file: indexFile, status: 200 };
  };

  // The build writes a .br and a .gz next to each document (apps/web/vite/precompress.ts); send one when
  // the browser takes it, like @fastify/static does for the other files.
  const sendDocument = (request: FastifyRequest, reply: FastifyReply) => {
    const language = negotiateLanguage({
      cookies: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const { file, status } = documentOf(request.url, language);
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie, accept-language')
      .type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepted.includes(encoding) && existsSync(file + extension)) {
        return reply.header('content-encoding', encoding).send(readFileSync(file + extension));
      }
    }
    return reply.send(readFileSync(file));
  };

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Source maps are the app's source: never served, even when a build made them (docs/security.md).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, path) {
      // Vite's hashed files never change; everything else is revalidated.
      res.header(
        'cache-control',
        path.includes(`${join(webDistDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (request, reply) => sendDocument(request, reply));

  app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
    const accept = request.headers.accept ?? '';
    if (
      request.method !== 'GET' ||
      !accept.includes('text/html') ||
      NOT_THE_APP.test(request.url.split('?')[0]!)
    )
      return false;
    void sendDocument(request, reply);
    return true;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation with the address's prerendered document; false when it does not apply. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}
