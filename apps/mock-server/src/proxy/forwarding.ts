import type { FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MAX_JSON_DEPTH } from '../contract/body-limits';
import { HttpError, bodyTooLarge } from '../plugins/errors';
import { JsonDepthScan, tooDeep } from '../security/json-depth';
import type { OperationContract } from '@esr/contract/operations';
import { pointerTarget, resolveRef, type Json } from '@esr/contract/schema';

/**
 * The request headers the contract documents for an operation: its security schemes' (Authorization
 * for a bearer token, an API key's header), its header parameters, and Content-Type when it takes a
 * body. Only these go to the upstream, with what the proxy sets itself (issue 26, finding 8: it
 * forwarded a client's X-Msisdn, Forwarded, X-Real-IP, True-Client-IP and X-Forwarded-For prefix).
 */
export function documentedRequestHeaders(doc: Json, spec: OperationContract): string[] {
  const op = pointerTarget(
    doc,
    `#/paths/${spec.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${spec.method.toLowerCase()}`,
  );
  const schemes = (pointerTarget(doc, '#/components/securitySchemes') ?? {}) as Record<string, Json>;
  const requirements = ((op?.security ?? doc.security ?? []) as Json[]).flatMap((requirement) =>
    Object.keys(requirement),
  );
  const secured = requirements.flatMap((name) => {
    const scheme = schemes[name];
    if (scheme?.type === 'http') return ['authorization'];
    return scheme?.type === 'apiKey' && scheme.in === 'header' ? [String(scheme.name).toLowerCase()] : [];
  });
  const parameters = ((op?.parameters ?? []) as Json[])
    .map((parameter) => resolveRef(doc, parameter))
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => String(parameter.name).toLowerCase());
  return [...new Set([...secured, ...parameters, ...(spec.body ? ['content-type'] : [])])];
}

/**
 * The headers of the upstream call: the documented ones the caller sent, and the proxy's own: the
 * client's address as the proxy knows it (request.ip: the connection's, or what TRUST_PROXY's proxies
 * said), the protocol, an upload's declared length, and the number the operator's gateway vouched for
 * (IDENTITY_HEADER, when the request came through it).
 */
export function forwardedHeaders(
  request: FastifyRequest,
  documented: readonly string[],
  own: { streamedLength?: string; identity?: { header: string; msisdn: string } } = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of documented) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // A streamed upload keeps its declared length: some backends refuse chunked multipart bodies.
  if (own.streamedLength) headers['content-length'] = own.streamedLength;
  if (own.identity?.msisdn) headers[own.identity.header] = own.identity.msisdn;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  return headers;
}

/**
 * The upstream's headers the client gets: what describes the body, what the contract documents, and
 * auth and retry hints. Not its CORS, security, caching or connection headers: this server sets its
 * own, and an API answer is never stored (an upstream's `Cache-Control: public` replaced no-store on
 * the token answer: issue 26, finding 8).
 */
const PASSED_BACK = ['content-type', 'www-authenticate', 'retry-after'];

export function answerHeaders(headers: Record<string, string>, documented: string[]): Record<string, string> {
  const names = new Set([...PASSED_BACK, ...documented]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => names.has(name)));
}

/** A request body on its way to the upstream, and the copy of it the contract check reads. */
export interface ForwardedBody {
  forward: Buffer | AsyncIterable<Buffer> | undefined;
  /** The whole body once the exchange is over; null past the copy limit; undefined with no body. */
  copy(): Promise<Buffer | null | undefined>;
}

/**
 * A body read whole, cut at `limit`. Once it nests deeper than MAX_JSON_DEPTH nothing more is kept or
 * scanned, but the rest (within the limit) is read, so that the connection can carry the refusal and
 * the next request.
 */
async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const depth = new JsonDepthScan(MAX_JSON_DEPTH);
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, bodyTooLarge(limit));
    if (depth.feed(chunk as Buffer)) chunks.push(chunk as Buffer);
  }
  if (depth.exceeded) throw new HttpError(400, tooDeep(MAX_JSON_DEPTH));
  return Buffer.concat(chunks);
}

/**
 * An upload is streamed to the upstream as it arrives, and a copy kept to check once the exchange is
 * over; if the upstream answers before reading it all, the rest is read for the copy. Any other body
 * is small (JSON) and read first, and never forwarded when it nests deeper than any body the contract
 * holds (400: the check would parse it; issue 41, finding 2). Either is cut at `limit` (the
 * operation's, contract/body-limits.ts): an upload past it is a 413, and the upstream sees it cut short.
 */
export async function forwardedBody(
  request: FastifyRequest,
  streamed: boolean,
  limit: number,
): Promise<ForwardedBody> {
  const source = request.body as Readable | undefined;
  if (!source) return { forward: undefined, copy: async () => undefined };
  if (!streamed) {
    const body = await readAll(source, limit);
    return { forward: body.length > 0 ? body : undefined, copy: async () => body };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else source.destroy(new HttpError(413, bodyTooLarge(limit)));
  });
  // Settled either way, so an aborted upload is never an unhandled rejection.
  const done = finished(source).then(
    () => true,
    () => false,
  );
  const pipe = source.pipe(new PassThrough());
  return {
    forward: pipe,
    async copy() {
      source.unpipe(pipe);
      source.resume();
      const complete = await done;
      if (size > limit) throw new HttpError(413, bodyTooLarge(limit));
      return complete ? Buffer.concat(chunks) : null;
    },
  };
}
