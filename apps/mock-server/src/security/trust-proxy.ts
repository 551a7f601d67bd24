import type { TrustProxy } from '../config';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes proxy-addr's own rule for a number (trust
 * the n addresses nearest the server), written as a function because Fastify's types leave numbers out.
 * With one trusted proxy (the demo's nginx, which appends the client to X-Forwarded-For), request.ip is
 * the address nginx saw, whatever X-Forwarded-For the client sent itself.
 */
export function trustProxyOption(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
