import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { SMALL_BODY_LIMIT } from './contract/body-limits';
import { CONTROL_CONTRACT, PRODUCT_CONTRACT, loadContract } from './contract/operations';
import { answerCachePlugin } from './plugins/answer-cache';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { contractValidationPlugin } from './plugins/contract-validation';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin } from './plugins/errors';
import { faultsPlugin } from './plugins/faults';
import { fieldVitalsPlugin } from './plugins/field-vitals';
import { journalPlugin } from './plugins/journal';
import { jsonBodyPlugin } from './plugins/json-body';
import { mediaPlugin } from './plugins/media';
import { modeGuardsPlugin } from './plugins/mode-guards';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionsPlugin } from './plugins/sessions';
import { specProfilePlugin } from './plugins/spec-profile';
import { apiRoutes } from './routes/api';
import { controlRoutes } from './routes/control';
import { healthRoutes } from './routes/health';
import { trustProxyOption } from './security/trust-proxy';
import { standInsRoutes } from './routes/stand-ins';
import { upstreamProxyRoutes } from './routes/upstream-proxy';
import { webRoutes } from './routes/web/documents';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the mock server (docs/decisions/0570): the plugins, each one concern, in the order their
 * hooks must run; then the contract's operations under /api, media, the control API in mock mode,
 * the stand-ins and the web app.
 */
export async function buildApp({ config, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger,
    // One log line per request (plugins/journal.ts), not Fastify's two: logging was a fifth of a read's cost.
    logController: new LogController({ disableRequestLogging: true }),
    // Each operation has its own limit, from the contract (contract/body-limits.ts); other routes take forms.
    bodyLimit: SMALL_BODY_LIMIT,
    // A client that sends a request slowly, or not at all, holds no socket for long (issue 26).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks the request and head timeouts every 30 s by default: a slow request lived a minute.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(timeouts.headersMs / 2)),
    },
    // Validation is ours (Ajv 2020 from the contract); Fastify must neither coerce nor strip.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // Behind the demo's nginx every request comes from one address: without this, one client's
    // token requests used up everyone's rate limit (TRUST_PROXY; docs/security.md).
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('config', config);
  const product = loadContract(PRODUCT_CONTRACT);

  // onRequest order: security headers, then mock mode's guards, then CORS (refusals carry the
  // headers; a foreign page gets no preflight from the control API).
  await app.register(securityHeadersPlugin);
  await app.register(modeGuardsPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  // Before every route: it hooks the routes registered after it.
  await app.register(compressPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(sessionsPlugin);
  await app.register(fieldVitalsPlugin);
  await app.register(authPlugin);
  await app.register(journalPlugin);
  await app.register(faultsPlugin);
  await app.register(contractValidationPlugin);
  await app.register(specProfilePlugin, { product });
  await app.register(answerCachePlugin);

  // Proxy mode (UPSTREAM_URL, UPSTREAM_REPLAY): the upstream answers /api, checked against the contract.
  await app.register(config.upstream ? upstreamProxyRoutes : apiRoutes, { contract: product });
  await app.register(healthRoutes);
  await app.register(mediaPlugin);
  if (config.mockMode) {
    await app.register(controlRoutes, { contract: loadContract(CONTROL_CONTRACT), product });
  }
  // The operator's landing page and unsubscribe service, stood in for: mock mode, or STAND_INS.
  if (config.standIns) {
    await app.register(standInsRoutes, {
      webAppUrl: config.webAppUrl,
      landingUrl: config.landingUrl,
      secret: config.jwtSecret,
      formOrigins: config.mockMode ? config.devOrigins : [],
    });
  }
  await app.register(webRoutes, { webDistDir: config.webDistDir, mockMode: config.mockMode });
  return app;
}
