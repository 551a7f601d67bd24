import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { join } from 'node:path';
import { serverRoot, type AppConfig } from './config';
import {
  describeErrors,
  errorBody,
  faultBody,
  loadContract,
  noSuccessBody,
  type OperationSpec,
} from './http/contract';
import { controlGuard, registerControlRoutes } from './http/control';
import { UPLOAD_LIMITS, handlers, type OperationId, type UploadedFile } from './http/handlers';
import { UPLOADS_URL_PREFIX } from './http/uploads';
import { corsOrigin } from './security/cors';
import { trustProxyOption } from './security/trust-proxy';
import { SESSION_ID_RULE, isSessionId } from './security/session-id';
import { TokenVerifier, createTokenIssuer, type TokenClaims } from './security/tokens';
import { SessionRegistry, recordJournal, type Session } from './store/registry';
import { StoreError } from './store/store';
import { standInsPlugin } from './stand-ins/plugin';
import { webPlugin } from './web/plugin';

export const MOCK_SESSION_HEADER = 'x-mock-session';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sessions: SessionRegistry;
    /**
     * The request's isolated world: its `x-mock-session` in mock mode, otherwise the main database.
     * Throws a 400 for a malformed id (the onRequest hook refuses those first).
     */
    sessionFor(request: FastifyRequest): Session;
    /** The claims of the request's bearer token in its world; throws a 401 otherwise. */
    authenticate(request: FastifyRequest, session: Session): Promise<TokenClaims>;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** A 4xx with a message for people, in the operation's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

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
async function securityHeaders(): Promise<Record<string, string>> {
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

const JSON_TYPE = 'application/json; charset=utf-8';

/** The frozen object an answer is built around: the body itself, or its `data`. */
function sharedPart(body: unknown): object | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if (Object.isFrozen(body)) return body;
  const data = (body as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
}

/** What else the answer holds besides its frozen part (small: `success`, a `message`). */
function envelopeOf(operationId: string, status: number, body: unknown, shared: object): string | undefined {
  if (body === shared) return `${operationId} ${status}`;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'data') continue;
    // Only plain values: an object here could change without the frozen part changing.
    if (typeof value === 'object' && value !== null) return undefined;
    rest[key] = value;
  }
  return `${operationId} ${status} ${JSON.stringify(rest)}`;
}

/** "Unsupported content type 'text/plain': the body must be application/json". */
function unsupportedType(spec: OperationSpec | undefined, request: FastifyRequest): string {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim() || 'none';
  const expected = spec?.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
  return `Unsupported content type '${type.slice(0, 100)}': the body must be ${expected}`;
}

/** Builds the mock server: the contract's operations under /api, media, the control API in mock mode. */
export async function buildApp({ config, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One log line per request (below), not Fastify's two: logging was a fifth of a read's cost.
    logController: new LogController({ disableRequestLogging: true }),
    // A data-URL entry of 2048000 bytes is about 2.73 MB of JSON.
    bodyLimit: 3 * 1024 * 1024,
    // Validation is ours (Ajv 2020 from the contract); Fastify must neither coerce nor strip.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // Behind the demo's nginx every request comes from one address: without this, one client's
    // token requests used up everyone's rate limit (TRUST_PROXY; docs/security.md).
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const contract = loadContract();
  const sessions = new SessionRegistry(config.dataDir);
  const sessionHeader = (request: FastifyRequest) => {
    const header = request.headers[MOCK_SESSION_HEADER];
    return config.mockMode && typeof header === 'string' ? header : undefined;
  };
  app.decorate('config', config);
  app.decorate('sessions', sessions);
  app.decorate('sessionFor', (request: FastifyRequest) => {
    const id = sessionHeader(request);
    if (id !== undefined && !isSessionId(id)) throw new HttpError(400, SESSION_ID_RULE);
    return sessions.get(id);
  });
  app.addHook('onClose', async () => sessions.close());

  // helmet's headers never vary by request here (no CSP nonces): computed once, set by one hook.
  const pageHeaders = await securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
  if (config.mockMode) {
    // Never cut or cleaned: two long ids that shared a prefix used to share a world.
    app.addHook('onRequest', (request, reply, done) => {
      const id = sessionHeader(request);
      if (id === undefined || isSessionId(id)) return done();
      reply.status(400).send({ success: false, message: SESSION_ID_RULE });
    });
    // Before CORS: a page of another site gets no preflight, and no answer, from the control API.
    app.addHook('onRequest', controlGuard(config.devOrigins));
  }
  await app.register(cors, {
    // Production: only the configured origins (CORS_ORIGINS). Mock mode: any origin but `null`.
    origin: corsOrigin(config.corsOrigins),
    exposedHeaders: ['access_token'],
    allowedHeaders: ['authorization', 'content-type', MOCK_SESSION_HEADER],
  });
  await app.register(rateLimit, { global: false });

  const specFor = (request: FastifyRequest) => {
    const id = request.routeOptions.config.operationId;
    return id ? contract.byId.get(id) : undefined;
  };

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const spec = specFor(request);
    if (error instanceof StoreError) {
      return reply.status(error.status).send(errorBody(spec, error.status, error.message, error.code));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(spec, 500, 'Internal server error'));
    }
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      message = unsupportedType(spec, request);
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      message = 'The body is not valid JSON';
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      message =
        request.routeOptions.config.operationId === 'completeProfile'
          ? 'File size must not exceed 2MB.'
          : 'Image should be less than 2MB.';
    }
    return reply.status(status).send(errorBody(spec, status, message));
  });
  app.setNotFoundHandler((request, reply) => {
    // A browser navigation to a route of the web app gets its index.html (see src/web/plugin.ts).
    if (app.spaFallback?.(request, reply)) return reply;
    return reply
      .status(404)
      .send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    const operationId = request.routeOptions.config.operationId;
    const id = sessionHeader(request);
    if (operationId && (id === undefined || isSessionId(id))) {
      recordJournal(app.sessionFor(request), {
        operationId,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        status: reply.statusCode,
        time: new Date().toISOString(),
      });
    }
    done();
  });

  const routeOf = (spec: OperationSpec) => {
    const rateLimitConfig =
      spec.operationId === 'generateToken'
        ? {
            rateLimit: {
              max: config.tokenRateLimit,
              timeWindow: '1 minute',
              errorResponseBuilder: () => ({
                statusCode: 429,
                success: false,
                message: 'Too many token requests; try again in a minute.',
              }),
            },
          }
        : {};
    return {
      method: spec.method,
      url: `/api${spec.path}`,
      config: { operationId: spec.operationId, ...rateLimitConfig },
      handler: (request: FastifyRequest, reply: FastifyReply) => handleOperation(spec, request, reply),
    };
  };
  for (const spec of contract.operations.filter((op) => op.bodyKind !== 'multipart'))
    app.route(routeOf(spec));
  // @fastify/multipart adds an async onRequest and onResponse hook to every request of the scope it
  // is registered in: only the upload operations get it (and only they accept multipart bodies;
  // the others answer 415 for one).
  await app.register(async (uploadScope) => {
    await uploadScope.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
    for (const spec of contract.operations.filter((op) => op.bodyKind === 'multipart')) {
      uploadScope.route(routeOf(spec));
    }
  });

  const tokens = new TokenVerifier(config.jwtSecret);

  /**
   * The subscriber a bearer token speaks for, in this world: refused when it was issued in another
   * world (a mock session, or main), before the subscriber's last unsubscribe (token version), or for
   * a number that is not subscribed now.
   */
  async function authenticate(request: FastifyRequest, session: Session) {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new HttpError(401, 'Missing bearer token');
    try {
      const claims = await tokens.claims(token, session.store.now());
      if (claims.world !== session.id) throw new Error('another world');
      const { status, tokenVersion } = session.store.authState(claims.msisdn);
      if (status !== 'trial' && status !== 'active') throw new Error('not subscribed');
      if (claims.version !== tokenVersion) throw new Error('issued before an unsubscribe');
      return claims;
    } catch {
      throw new HttpError(401, 'Invalid or expired token');
    }
  }
  app.decorate('authenticate', authenticate);

  async function readMultipart(spec: OperationSpec, request: FastifyRequest) {
    if (!request.isMultipart()) throw new HttpError(415, 'The body must be multipart/form-data');
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const limit = UPLOAD_LIMITS[spec.operationId as OperationId] ?? 0;
    try {
      for await (const part of request.parts({ limits: { fileSize: limit } })) {
        if (part.type === 'file') {
          if (!spec.fileFields.includes(part.fieldname)) {
            part.file.resume();
            throw new HttpError(400, `body must NOT have additional property '${part.fieldname}'`);
          }
          // Throws FST_REQ_FILE_TOO_LARGE as soon as the stream passes the limit: never buffered whole.
          files.push({ field: part.fieldname, mimetype: part.mimetype, data: await part.toBuffer() });
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      // The parser's own refusals (limits) carry a 4xx; anything else it throws is a body it could
      // not read (no boundary, cut short): the client's fault, never a 500.
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
      throw new HttpError(400, `The multipart body is malformed: ${(error as Error).message}`);
    }
    return { fields, files };
  }

  /** One token issuer per session (it reads the session's clock), built once: not per request. */
  const tokenIssuers = new WeakMap<Session, (msisdn: string, gn: 0 | 1) => Promise<string>>();
  function tokenIssuerFor(session: Session) {
    let issuer = tokenIssuers.get(session);
    if (!issuer) {
      const sign = createTokenIssuer(
        config.jwtSecret,
        config.jwtTtlSeconds,
        () => session.store.now(),
        session.id,
      );
      issuer = (msisdn, gn) => sign(msisdn, gn, session.store.authState(msisdn).tokenVersion);
      tokenIssuers.set(session, issuer);
    }
    return issuer;
  }

  /** The msisdn the operator's gateway vouches for (IDENTITY_HEADER), when the setting is on. */
  const identityOf = (request: FastifyRequest) => {
    if (!config.identityHeader) return undefined;
    const value = request.headers[config.identityHeader];
    return typeof value === 'string' ? value.trim() : '';
  };

  /** Validated JSON answers, by the frozen value they carry and the envelope around it. */
  const answers = new WeakMap<object, Map<string, string>>();

  async function handleOperation(spec: OperationSpec, request: FastifyRequest, reply: FastifyReply) {
    const session = app.sessionFor(request);
    const fault = session.faults.get(spec.operationId);
    if (fault) {
      if (fault.remaining !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) session.faults.delete(spec.operationId);
      }
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) return reply.status(fault.status).send(faultBody(spec, fault.status));
      const unsuccessful = fault.noSuccess ? noSuccessBody(spec, { bare: fault.bare }) : undefined;
      if (unsuccessful) return reply.status(200).send(unsuccessful);
    }

    const claims = spec.secured ? await authenticate(request, session) : undefined;

    const query = { ...(request.query as Record<string, unknown>) };
    if (spec.validateQuery && !spec.validateQuery(query)) {
      throw new HttpError(400, describeErrors('querystring', spec.validateQuery.errors));
    }

    let body: unknown = request.body;
    let files: UploadedFile[] = [];
    if (spec.bodyKind === 'multipart') {
      const parsed = await readMultipart(spec, request);
      body = parsed.fields;
      files = parsed.files;
      const missingFile = spec.fileFields.find(
        (field) => spec.operationId === 'submitDailyEntry' && !files.some((f) => f.field === field),
      );
      if (missingFile) throw new HttpError(400, `body must have required property '${missingFile}'`);
    } else if (spec.bodyKind === 'json' && body === undefined) {
      if (spec.bodyRequired) throw new HttpError(400, 'body must be a JSON object');
    } else if (
      spec.bodyKind === 'json' &&
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '')
    ) {
      // Fastify parses text/plain too: a JSON operation answers 415 for it, like for any other type.
      throw new HttpError(415, unsupportedType(spec, request));
    } else if (spec.bodyKind === 'none' && body !== undefined) {
      throw new HttpError(400, 'body must be empty');
    }
    if (spec.validateBody && body !== undefined && !spec.validateBody(body)) {
      throw new HttpError(400, describeErrors('body', spec.validateBody.errors));
    }

    const handler = handlers[spec.operationId as OperationId] as (ctx: unknown) => unknown;
    const result = (await handler({
      store: session.store,
      msisdn: claims?.msisdn ?? '',
      gn: claims?.gn ?? 0,
      identity: identityOf(request),
      body,
      query,
      files,
      uploads: session.uploads,
      issueToken: tokenIssuerFor(session),
    })) as { status: number; body: unknown; headers?: Record<string, string> };

    // A frozen answer (or the frozen data of an answer) is one of the store's cached reads: the
    // same object for every request until a write. Its validated JSON is kept with it, so the hot
    // reads are validated and serialized once per change instead of once per request.
    const shared = result.headers ? undefined : sharedPart(result.body);
    const envelope = shared && envelopeOf(spec.operationId, result.status, result.body, shared);
    const known = shared && envelope ? answers.get(shared)?.get(envelope) : undefined;
    if (known !== undefined) {
      return reply.status(result.status).type(JSON_TYPE).send(known);
    }

    if (config.responseValidation) {
      const response = spec.responses.get(result.status);
      const valid = response?.validate ? response.validate(result.body) : false;
      const missingHeader = response?.headers.find((name) => !result.headers?.[name]);
      if (!response || !valid || missingHeader) {
        request.log.error(
          {
            operationId: spec.operationId,
            status: result.status,
            errors: response?.validate?.errors,
            missingHeader,
          },
          'OFF-CONTRACT RESPONSE',
        );
        return reply
          .status(500)
          .send(errorBody(spec, 500, `Off-contract response from ${spec.operationId} (${result.status})`));
      }
    }
    if (result.headers) reply.headers(result.headers);
    if (shared && envelope) {
      const payload = JSON.stringify(result.body);
      let byEnvelope = answers.get(shared);
      if (!byEnvelope) {
        byEnvelope = new Map();
        answers.set(shared, byEnvelope);
      }
      byEnvelope.set(envelope, payload);
      return reply.status(result.status).type(JSON_TYPE).send(payload);
    }
    return reply.status(result.status).send(result.body);
  }

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(fastifyStatic, {
    root: join(serverRoot, 'seeds', 'media'),
    prefix: '/media/seed/',
    decorateReply: false,
    maxAge: '1d',
  });
  await app.register(fastifyStatic, {
    root: sessions.main.uploads.dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    // Generated names never change content.
    immutable: true,
    maxAge: '365d',
  });

  if (config.mockMode) await registerControlRoutes(app, contract);
  // The operator's landing page and unsubscribe service, stood in for: mock mode, or STAND_INS.
  if (config.standIns) {
    await app.register(standInsPlugin, {
      webAppUrl: config.webAppUrl,
      landingUrl: config.landingUrl,
      secret: config.jwtSecret,
      formOrigins: config.mockMode ? config.devOrigins : [],
      identityHeader: config.identityHeader,
    });
  }
  await app.register(webPlugin, { webDistDir: config.webDistDir });

  return app;
}
