import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** Rate limits by route (config.rateLimit); none globally. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/**
 * Calls per subscriber (per world) per minute of the operations that write a row each time: 4,000
 * gamenow notifications in 6 s grew the database from 0.7 to 4.7 MB (issue 26, finding 7).
 */
export const SUBSCRIBER_RATE_LIMITS: Readonly<Record<string, { max: number; message: string }>> = {
  redeemItem: { max: 30, message: 'Too many redemptions started; try again in a minute.' },
  gamenowNotify: { max: 10, message: 'Too many partner notifications; try again in a minute.' },
};

/**
 * Field figures (reportFieldVitals) per client per minute. The call has no token, so the client is its
 * address; many phones share one behind a carrier's NAT, hence a limit as generous as the token's.
 */
export const FIELD_VITALS_RATE_LIMIT = 120;

/** The limiter's key for a client without a token: its address, hashed with this process's own key, never kept as is. */
const ADDRESS_KEY = randomBytes(32);
const anonymousClient = (request: FastifyRequest) =>
  createHmac('sha256', ADDRESS_KEY).update(request.ip).digest('base64url').slice(0, 22);

const limit = (
  max: number,
  message: string,
  keyGenerator?: (request: FastifyRequest) => string,
  hook: 'onRequest' | 'preHandler' = 'preHandler',
) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    // Per subscriber: after the token check and the contract's (a call refused as invalid writes nothing);
    // per client for the field figures, before the body is read.
    ...(keyGenerator ? { keyGenerator, hook } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message }),
  },
});

/**
 * The route config of an operation with a rate limit: token requests per client IP per minute
 * (TOKEN_RATE_LIMIT; behind a proxy, TRUST_PROXY makes the IP the client's), and the writes of
 * SUBSCRIBER_RATE_LIMITS per `subscriberOf` (the token's subscriber), counting the calls the contract
 * accepts: the limit's hook runs after the route's token check and its request validation. Without `subscriberOf` (proxy mode: the upstream checks tokens), only tokens.
 */
export function rateLimitOf(
  operationId: string,
  tokenRateLimit: number,
  subscriberOf?: (request: FastifyRequest) => string,
) {
  if (operationId === 'generateToken') {
    return limit(tokenRateLimit, 'Too many token requests; try again in a minute.');
  }
  if (operationId === 'reportFieldVitals') {
    // Before the body is read: a flood costs no parsing.
    return limit(
      FIELD_VITALS_RATE_LIMIT,
      'Too many figures sent; try again in a minute.',
      anonymousClient,
      'onRequest',
    );
  }
  const perSubscriber = SUBSCRIBER_RATE_LIMITS[operationId];
  return perSubscriber && subscriberOf ? limit(perSubscriber.max, perSubscriber.message, subscriberOf) : {};
}
