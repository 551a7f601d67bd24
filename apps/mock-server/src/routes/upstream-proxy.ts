import type { OperationContract } from '@esr/contract/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimitOf } from '../contract/body-limits';
import type { Contract, OperationSpec } from '../contract/operations';
import { exchangeChecks } from '../proxy/check-exchange';
import { recordDrift } from '../proxy/drift-log';
import { rateLimitOf } from '../plugins/rate-limit';
import { uploadSlots } from '../plugins/upload-slots';
import {
  answerHeaders,
  documentedRequestHeaders,
  forwardedBody,
  forwardedHeaders,
} from '../proxy/forwarding';
import { httpUpstream } from '../proxy/http-upstream';
import { recorder, replayUpstream } from '../proxy/recording';
import { UpstreamFailure, type Upstream, type UpstreamAnswer, type UpstreamCall } from '../proxy/upstream';
import { describeViolation, type Violation } from '../contract/violations';

declare module 'fastify' {
  interface FastifyRequest {
    /** Proxy mode: what the exchange broke of the contract (the journal keeps it with the call). */
    contractViolations?: Violation[];
  }
}

/** Answers that refuse the caller (no valid token, not allowed): the request's body is then not checked. */
const REFUSED_CALLER = new Set([401, 403]);

const rawQuery = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

function upstreamOf(app: FastifyInstance): Upstream {
  const settings = app.config.upstream!;
  if (settings.replayFile) return replayUpstream(settings.replayFile);
  // Before the server waits for its requests in flight: theirs are answered 502 at once.
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
  });
  return httpUpstream(settings.url, settings.timeoutMs, closing.signal);
}

/** Every violation in the log (one warning each), in the world's drift log and on the request for the journal. */
function report(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: OperationSpec,
  status: number,
  found: Violation[],
) {
  request.contractViolations = found;
  if (found.length === 0) return;
  const time = new Date().toISOString();
  const path = request.url.split('?')[0] ?? request.url;
  for (const violation of found) {
    request.log.warn({ operationId: spec.operationId, status, ...violation }, 'CONTRACT DRIFT');
  }
  recordDrift(
    app.sessionFor(request),
    found.map((violation) => ({
      time,
      operationId: spec.operationId,
      method: request.method,
      path,
      status,
      ...violation,
    })),
  );
}

/** UPSTREAM_STRICT's answer: a 502 naming what the upstream's answer broke, instead of the answer. */
function strictRefusal(reply: FastifyReply, broken: Violation[]) {
  const more = broken.length > 1 ? ` (and ${broken.length - 1} more)` : '';
  return reply.status(502).send({
    success: false,
    message: `The upstream's answer breaks the contract: ${describeViolation(broken[0]!)}${more}`,
    violations: broken,
  });
}

/**
 * Proxy mode (UPSTREAM_URL or UPSTREAM_REPLAY; docs/decisions/0980): each operation of the contract,
 * and nothing else, is forwarded to the upstream at its own path; the request and the answer are
 * checked against the contract (every error, error answers included) and what they break is reported.
 */
export async function upstreamProxyRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const { strict, recordFile } = app.config.upstream!;
  // Up to 20 errors of each part of an exchange, not the first: a drift report lists them (the
  // server's own validators stop at the first).
  const { doc } = contract;
  const checking = exchangeChecks(doc, contract);
  const requestHeaders = new Map(
    contract.operations.map((spec) => [
      spec.operationId,
      documentedRequestHeaders(doc, checking.byId.get(spec.operationId)!),
    ]),
  );
  const { identityHeader } = app.config;
  const upstream = upstreamOf(app);
  const record = recordFile ? recorder(recordFile) : undefined;

  // Bodies are forwarded as bytes, as the client sent them; the checks read a copy.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  async function exchange(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: OperationSpec,
    check: OperationContract,
  ) {
    const streamed = spec.bodyKind === 'multipart';
    const body = await forwardedBody(request, streamed, bodyLimitOf(spec));
    const length = request.headers['content-length'];
    const call: UpstreamCall = {
      operationId: spec.operationId,
      method: request.method,
      path: `${contract.basePath}${spec.path}`,
      query: rawQuery(request.url),
      headers: forwardedHeaders(request, requestHeaders.get(spec.operationId)!, {
        streamedLength: streamed ? length : undefined,
        identity: identityHeader
          ? { header: identityHeader, msisdn: app.identityOf(request) ?? '' }
          : undefined,
      }),
      body: body.forward,
    };
    let answer: UpstreamAnswer;
    try {
      answer = await upstream.send(call);
    } catch (error) {
      await body.copy();
      if (!(error instanceof UpstreamFailure)) throw error;
      request.log.error({ operationId: spec.operationId, upstream: upstream.source }, error.message);
      return reply.status(error.status).send({ success: false, message: error.message });
    }
    record?.(check, call, answer);
    const requestView = {
      query: request.query as Record<string, unknown>,
      headers: request.headers,
      body: await body.copy(),
    };
    const found = [
      // The upstream refused the caller: its body is not read (a body sent with no valid token cost the
      // proxy a parse: issue 41, finding 2); its query and headers, short, still are.
      ...(await checking.request(check, requestView, !REFUSED_CALLER.has(answer.status))),
      ...checking.response(check, { ...answer, bodyless: request.method === 'HEAD' }),
    ];
    report(app, request, spec, answer.status, found);
    const broken = found.filter((violation) => violation.direction === 'response');
    if (strict && broken.length > 0) return strictRefusal(reply, broken);
    const documented = check.responses.get(answer.status)?.headers.map((header) => header.name) ?? [];
    reply.status(answer.status).headers(answerHeaders(answer.headers, documented));
    // A developer sees the drift in the browser's network panel too.
    if (found.length > 0) reply.header('x-contract-violations', String(found.length));
    return reply.send(answer.body);
  }

  // The upstream checks tokens, so a client is an address here; an upload's copy is held until it is checked.
  const slots = uploadSlots((request) => request.ip);
  for (const spec of contract.operations) {
    const check = checking.byId.get(spec.operationId)!;
    app.route({
      method: spec.method,
      url: `${contract.basePath}${spec.path}`,
      // Token requests are limited per client here too; the upstream limits what it writes.
      config: { operation: spec, journal: true, ...rateLimitOf(spec.operationId, app.config.tokenRateLimit) },
      bodyLimit: bodyLimitOf(spec),
      ...(spec.bodyKind === 'multipart' ? { preHandler: slots } : {}),
      handler: (request, reply) => exchange(request, reply, spec, check),
    });
  }
}
