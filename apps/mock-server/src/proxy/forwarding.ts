import type { FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { HttpError } from '../plugins/errors';
import { MOCK_SESSION_HEADER } from '../security/session-id';

/** Never forwarded: hop-by-hop headers (RFC 9110 7.6.1), what fetch sets itself, and the mock's own. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  // fetch asks for what it can decode, and decodes: the body must be read to be checked.
  'accept-encoding',
  // The mock's worlds are not the upstream's business; the dev host's cookies are not the upstream's.
  MOCK_SESSION_HEADER,
  'cookie',
  'origin',
  'referer',
]);

/** The caller's headers for the upstream: its token (authorization, access_token) and the rest, with X-Forwarded-*. */
export function forwardedHeaders(request: FastifyRequest, streamedLength?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || name.startsWith('x-forwarded-')) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // A streamed upload keeps its declared length: some backends refuse chunked multipart bodies.
  if (streamedLength) headers['content-length'] = streamedLength;
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${String(before)}, ${request.ip}` : request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  return headers;
}

/**
 * The upstream's headers the client gets: what describes the body, what the contract documents, and
 * caching and auth hints. Not its CORS, security or connection headers: this server sets its own.
 */
const PASSED_BACK = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'www-authenticate',
  'retry-after',
];

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

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * An upload is streamed to the upstream as it arrives, and a copy kept (up to `copyLimit`) to check
 * once the exchange is over; if the upstream answers before reading it all, the rest is read for the
 * copy. Any other body is small (JSON) and read first.
 */
export async function forwardedBody(
  request: FastifyRequest,
  streamed: boolean,
  copyLimit: number,
): Promise<ForwardedBody> {
  const source = request.body as Readable | undefined;
  if (!source) return { forward: undefined, copy: async () => undefined };
  if (!streamed) {
    const body = await readAll(source, copyLimit);
    return { forward: body.length > 0 ? body : undefined, copy: async () => body };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= copyLimit) chunks.push(chunk);
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
      return !complete || size > copyLimit ? null : Buffer.concat(chunks);
    },
  };
}
