import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { controlHostsGuard, servedHostsGuard } from '../security/control-hosts';
import { hasBody, isJsonType, isTrustedOrigin } from '../security/origin-guard';
import { SESSION_ID_RULE, isSessionId, sentSessionId } from '../security/session-id';

const CONTROL_PREFIX = /^\/__mock(\/|\?|$)/;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * Mock mode's own doors, and replay's, guarded before CORS (issues 14, 26 and 41, docs/security.md).
 * A server that answers mock or recorded data (mock mode, UPSTREAM_REPLAY) answers only requests
 * addressed to this machine, an IP address or CONTROL_HOSTS (security/control-hosts.ts): a
 * DNS-rebinding page read a replay's recorded tokens. A malformed `x-mock-session` is refused, never
 * cut or cleaned: two long ids that shared a prefix used to share a world. The control API answers
 * only this machine and CONTROL_HOSTS, and only its own origin and the development origins (Vite's): a
 * page of any other site could otherwise reset a world with a text/plain POST (no preflight) or
 * create a rich subscriber; its bodies must be JSON. A foreign page gets no preflight either.
 * Production mode (the demo behind nginx, a deployment) checks no Host: its data is its own.
 */
export const modeGuardsPlugin = fp(
  async (app) => {
    const { mockMode, upstream, devOrigins, controlHosts } = app.config;
    if (!mockMode && !upstream?.replayFile) return;
    const refusedServedHost = servedHostsGuard(controlHosts.names);
    const refusedControlHost = controlHostsGuard(controlHosts);
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const wrongHost = refusedServedHost(request);
      if (wrongHost) return refuse(reply, 403, wrongHost);
      if (!mockMode) return done();
      const id = sentSessionId(request.headers, true);
      if (id !== undefined && !isSessionId(id)) return refuse(reply, 400, SESSION_ID_RULE);
      if (!CONTROL_PREFIX.test(request.url)) return done();
      const notHere = refusedControlHost(request);
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
