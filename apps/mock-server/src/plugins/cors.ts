import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { MOCK_SESSION_HEADER } from '../security/session-id';

type OriginCallback = (error: Error | null, allow: boolean) => void;

/**
 * @fastify/cors's origin check. A configured list (CORS_ORIGINS) allows exactly those origins; 'any'
 * (mock mode without a list: the dev server, test pages) reflects every origin but `null`, which
 * sandboxed frames and file: pages send and which no real site has. A request without an Origin is
 * not a cross-origin one and gets no CORS headers.
 */
export function corsOrigin(allowed: 'any' | readonly string[]) {
  return (origin: string | undefined, callback: OriginCallback) => {
    if (origin === undefined || origin === 'null') return callback(null, false);
    callback(null, allowed === 'any' || allowed.includes(origin));
  };
}

/** CORS: production allows only CORS_ORIGINS; mock mode any origin but `null` (corsOrigin). */
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
