import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

const HELMET_OPTIONS = {
  // The web app embeds YouTube players and the stand-in pages use inline styles: see docs/decisions/0300.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/**
 * The security headers @fastify/helmet sends with HELMET_OPTIONS, read from one probe request.
 * Registering helmet itself ran its middleware chain on every request: about a third of a read's
 * cost (docs/decisions/0900-hardening-and-benchmarks.md). Same headers, computed once.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !own.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/**
 * The security headers of an API (JSON) answer, after the OWASP REST Security Cheat Sheet: nothing in
 * it is to be framed, sniffed, run or stored. Helmet's document headers (referrer policy, COOP, CORP,
 * origin-agent-cluster, DNS prefetch, IE's download options...) do nothing for JSON and were 60% of
 * every answer's bytes (docs/decisions/0900); pages, media and the stand-ins keep helmet's set.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Every answer's security headers, set first: refusals of later hooks carry them too. */
export const securityHeadersPlugin = fp(
  async (app) => {
    // helmet's headers never vary by request here (no CSP nonces): computed once, set by one hook.
    const pageHeaders = await helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
