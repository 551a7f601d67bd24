import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { controlHostsGuard } from '../security/control-hosts';
import { hasBody, isJsonType, isTrustedOrigin } from '../security/origin-guard';
import { SESSION_ID_RULE, isSessionId, sentSessionId } from '../security/session-id';

const CONTROL_PREFIX = /^\/__mock(\/|\?|$)/;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * Mock mode's own doors, guarded before CORS (issues 14 and 26, docs/security.md). A malformed
 * `x-mock-session` is refused, never cut or cleaned: two long ids that shared a prefix used to share a
 * world. The control API answers only this machine and CONTROL_HOSTS (security/control-hosts.ts), and
 * only its own origin and the development origins (Vite's): a page of any other site could otherwise
 * reset a world with a text/plain POST (no preflight) or create a rich subscriber; its bodies must be
 * JSON. A foreign page gets no preflight either.
 */
export const modeGuardsPlugin = fp(
  async (app) => {
    if (!app.config.mockMode) return;
    const { devOrigins } = app.config;
    const refusedHost = controlHostsGuard(app.config.controlHosts);
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const id = sentSessionId(request.headers, true);
      if (id !== undefined && !isSessionId(id)) return refuse(reply, 400, SESSION_ID_RULE);
      if (!CONTROL_PREFIX.test(request.url)) return done();
      const notHere = refusedHost(request);
      if (notHere) return refuse(reply, 403, notHere);
      if (!isTrustedOrigin(request, devOrigins)) {
        return refuse(
          reply,
          403,
          `The control API answers only this server's pages and the development origins (DEV_ORIGINS), not ${String(request.headers.origin).slice(0, 100)}.`,
        );
      }
      if (hasBody(request) && !isJsonType(request.headers['content-type'])) {
        return refuse(reply, 415, 'The control API takes only application/json bodies.');
      }
      done();
    });
  },
  { name: 'mode-guards', dependencies: ['security-headers'] },
);
