import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_ID_RULE, isSessionId, sentSessionId } from '../security/session-id';
import { SessionRegistry, type Session } from '../worlds/registry';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionRegistry;
    /**
     * The request's isolated world: its `x-mock-session` in mock mode, otherwise the main database.
     * Throws a 400 for a malformed id (the mode guards refuse those first).
     */
    sessionFor(request: FastifyRequest): Session;
  }
}

/** The worlds: the main database, and in mock mode one in-memory world per `x-mock-session` id. */
export const sessionsPlugin = fp(
  async (app) => {
    const sessions = new SessionRegistry(app.config.dataDir, app.config.apiProfile);
    app.decorate('sessions', sessions);
    app.decorate('sessionFor', (request: FastifyRequest) => {
      const id = sentSessionId(request.headers, app.config.mockMode);
      if (id !== undefined && !isSessionId(id)) throw new HttpError(400, SESSION_ID_RULE);
      return sessions.get(id);
    });
    app.addHook('onClose', async () => sessions.close());
  },
  { name: 'sessions' },
);
