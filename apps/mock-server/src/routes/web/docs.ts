import { assumptionsOf, referenceDocument, renderAssumptionsHtml, swaggerUiDir } from '@esr/contract/docs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fieldVitalsMain } from '../../areas/field-vitals/page';

type Json = Record<string, unknown>;

/**
 * The reference page's own policy: Swagger UI's script and styles from this server only, calls to
 * this server only (try-it), no framing, no plugins, no form posts elsewhere. React sets its styles
 * through the DOM, which style-src does not govern, so no 'unsafe-inline' is needed.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TRY_IT = `## Trying a call
1. Open **POST /v1/jt/gen**, choose *Try it out* and execute the example (Sana Khan, a seeded
   subscriber; the README lists the others).
2. The page reads the token from the \`access_token\` response header and authorizes itself with it
   (the **Authorize** button shows it). Every other call then carries \`Authorization: Bearer <token>\`.
   A token from elsewhere can be pasted there too.
3. Calls act on this server's data. In mock mode the control API (\`/__mock\`, \`openapi/control.yaml\`)
   resets it, sets its clock or makes a call fail.

Elements marked **Designed, not in the product spec** (\`x-designed\` in the extensions) are the
questions to settle with the operator's backend team, all listed at [/docs/assumptions](/docs/assumptions).`;

/** Reads the access token of a jt/gen answer and authorizes the page with it. Served as a file (CSP). */
const INIT_SCRIPT = `'use strict';
const ui = SwaggerUIBundle({
  url: '/docs/openapi.json',
  dom_id: '#reference',
  layout: 'BaseLayout',
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  responseInterceptor(response) {
    const token = response.headers && response.headers.access_token;
    if (token && /\\/api\\/v1\\/jt\\/gen$/.test(new URL(response.url, location.href).pathname)) {
      ui.preauthorizeApiKey('bearerAuth', token);
    }
    return response;
  },
});
`;

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1b2033;background:#fff}
.docs-nav{display:flex;gap:1.25rem;flex-wrap:wrap;padding:.6rem 1.25rem;background:#1b2033}
.docs-nav a{color:#fff;text-decoration:none}.docs-nav a:hover,.docs-nav a:focus{text-decoration:underline}
.docs-nav a[aria-current=page]{font-weight:700}
main{max-width:72rem;margin:auto;padding:1rem 1.25rem}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-top:1px solid #e3e6ef;padding:.35rem;text-align:left;vertical-align:top}code{overflow-wrap:anywhere}
section{margin:1.5rem 0}caption{text-align:left;font-weight:600;padding:.35rem 0}
.vitals-tables{display:grid;gap:0 2rem;align-items:start;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
.vitals-tables td{white-space:nowrap}.vitals-tables code{overflow-wrap:normal}.vitals-tables :is(td,th){padding:.35rem .25rem}`;

type DocsPage = '/docs' | '/docs/assumptions' | '/docs/vitals';
const link = (current: DocsPage, href: DocsPage, text: string) =>
  `<a href="${href}"${current === href ? ' aria-current="page"' : ''}>${text}</a>`;
const nav = (current: DocsPage, count: number) =>
  `<nav class="docs-nav" aria-label="API documentation">` +
  link(current, '/docs', 'API reference') +
  link(current, '/docs/assumptions', `Assumptions (${count})`) +
  link(current, '/docs/vitals', 'Field vitals') +
  `<a href="/openapi.yaml">openapi.yaml</a></nav>`;

const missingRenderer = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference unavailable</title>
<link rel="stylesheet" href="/docs/assets/docs.css"></head><body><main><h1>The API reference is not installed</h1>
<p>swagger-ui-dist (a dependency of <code>@esr/contract</code>) is missing: run <code>npm ci</code>. The contract
itself is at <a href="/openapi.yaml">/openapi.yaml</a> and the assumptions at <a href="/docs/assumptions">/docs/assumptions</a>.</p>
</main></body></html>`;

/** /docs: the contract in Swagger UI (served from npm, no CDN), with try-it; /docs/assumptions. */
export async function registerDocs(app: FastifyInstance, contract: Json) {
  const designedCount = assumptionsOf(contract).count;
  const html = (reply: FastifyReply, page: string) =>
    reply.header('content-security-policy', DOCS_CSP).type('text/html; charset=utf-8').send(page);

  const reference = JSON.stringify(referenceDocument(contract, TRY_IT));
  app.get('/docs/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(reference),
  );
  app.get('/docs/assets/docs.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(STYLE));
  app.get('/docs/assets/reference.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  const assumptions = renderAssumptionsHtml(contract, { stylesheet: '/docs/assets/docs.css' }).replace(
    '<body>',
    `<body>${nav('/docs/assumptions', designedCount)}`,
  );
  app.get('/docs/assumptions', (_request, reply) => html(reply, assumptions));
  // Real subscribers' figures (docs/decisions/1110), as they are now.
  app.get('/docs/vitals', (_request, reply) =>
    html(
      reply.header('cache-control', 'no-store'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Field vitals</title>` +
        `<link rel="stylesheet" href="/docs/assets/docs.css"></head><body>${nav('/docs/vitals', designedCount)}` +
        `${fieldVitalsMain(app.fieldVitals)}</body></html>`,
    ),
  );

  const dir = swaggerUiDir();
  if (!dir) {
    app.log.warn('swagger-ui-dist is not installed: /docs explains how to install it');
    app.get('/docs', (_request, reply) => html(reply.status(503), missingRenderer));
    return;
  }
  // The release is in the path, so its files can be cached for good.
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const vendor = `/docs/assets/swagger-ui-${version}/`;
  const files = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: vendor,
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (path) => files.has(path),
    immutable: true,
    maxAge: '365d',
  });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${String((contract.info as Json).title)}: API reference</title>
<link rel="icon" type="image/png" href="${vendor}favicon-32x32.png"><link rel="stylesheet" href="${vendor}swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/docs.css"></head><body>${nav('/docs', designedCount)}<div id="reference"></div>
<script src="${vendor}swagger-ui-bundle.js"></script><script src="/docs/assets/reference.js"></script></body></html>`;
  app.get('/docs', (_request, reply) => html(reply, page));
}
