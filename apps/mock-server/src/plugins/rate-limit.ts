import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Rate limits by route (config.rateLimit); none globally. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/**
 * The route config of an operation with a rate limit: token requests, per client IP per minute
 * (TOKEN_RATE_LIMIT; behind a proxy, TRUST_PROXY makes the IP the client's).
 */
export function rateLimitOf(operationId: string, tokenRateLimit: number) {
  if (operationId !== 'generateToken') return {};
  return {
    rateLimit: {
      max: tokenRateLimit,
      timeWindow: '1 minute',
      errorResponseBuilder: () => ({
        statusCode: 429,
        success: false,
        message: 'Too many token requests; try again in a minute.',
      }),
    },
  };
}
