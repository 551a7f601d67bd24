import type { FastifyRequest } from 'fastify';

/** The origin the request was addressed to (behind a trusted proxy: as the proxy forwarded it). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * True when a request may change state for a browser page: it carries no Origin (not a browser's
 * cross-site request: Node, curl, a same-origin GET), or its Origin is this server's own or one of
 * `allowed`. Browsers send Origin on every POST, PUT and DELETE, also on the "simple" ones a page may
 * send cross-site without a preflight (a text/plain POST, a form): those are what this refuses.
 */
export function isTrustedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // A page whose referrer policy is no-referrer posts its forms with `Origin: null`; the browser's
  // own Sec-Fetch-Site (no page can set it) still tells a same-origin form from a foreign one.
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return origin === ownOrigin(request) || allowed.includes(origin);
}

/** A body of any length (or one streamed without a length). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export const isJsonType = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');
