import fp from 'fastify-plugin';
import { isSessionId, sentSessionId } from '../security/session-id';
import { recordJournal } from '../worlds/journal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Product operations are journaled in their world (the control API's GET /journal). */
    journal?: boolean;
  }
}

/** One log line per request, and the journal of each world's product calls. */
export const journalPlugin = fp(
  async (app) => {
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
      const { operation, journal } = request.routeOptions.config;
      const id = sentSessionId(request.headers, app.config.mockMode);
      if (operation && journal && (id === undefined || isSessionId(id))) {
        recordJournal(app.sessionFor(request).journal, {
          operationId: operation.operationId,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          status: reply.statusCode,
          time: new Date().toISOString(),
          ...(request.contractViolations?.length ? { violations: request.contractViolations } : {}),
        });
      }
      done();
    });
  },
  { name: 'journal', dependencies: ['sessions'] },
);
