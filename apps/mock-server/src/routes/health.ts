import type { FastifyInstance } from 'fastify';

/** The liveness check of deployments and tests. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
}
