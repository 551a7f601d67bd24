import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTrustedOrigin } from '../../security/origin-guard';
import { foreignFormPage } from './pages';

/** A stand-in page: never stored, and with a referrer policy that keeps its forms' origin. */
export const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    // Not helmet's no-referrer: with it a browser posts this page's forms with `Origin: null`,
    // and the forms are refused unless their origin is this server's (refusedForm below).
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * A form posted from a page of another site (login CSRF, unsubscribing a victim) is answered 403 here:
 * true when it was. `formOrigins`: origins besides the server's own (Vite's, in mock mode).
 */
export function refusedForm(request: FastifyRequest, reply: FastifyReply, formOrigins: readonly string[]) {
  if (isTrustedOrigin(request, formOrigins)) return false;
  sendPage(reply, 403, foreignFormPage());
  return true;
}
