import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { corsOrigin } from '../security/cors';
import { MOCK_SESSION_HEADER } from '../security/session-id';

/** CORS: production allows only CORS_ORIGINS; mock mode any origin but `null` (src/security/cors.ts). */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: corsOrigin(app.config.corsOrigins),
      exposedHeaders: ['access_token'],
      allowedHeaders: ['authorization', 'content-type', MOCK_SESSION_HEADER],
    });
  },
  // After the mode guards: a foreign page gets no preflight from the control API.
  { name: 'cors', dependencies: ['mode-guards'] },
);
