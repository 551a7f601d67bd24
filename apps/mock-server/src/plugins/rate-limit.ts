import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

/** Keys kept per limit, the least recently counted dropped first (as @fastify/rate-limit's own store). */
const KEYS_KEPT = 5000;

/**
 * The counts of one limit, per key, in fixed windows. @fastify/rate-limit 11's own store answers each
 * call with the object it keeps, and the plugin reads the count from it after an `await`: in a burst
 * from one key within one tick every call read the burst's last count, and all were refused (250
 * challenge entries at once: 250 refusals, not 240). This one answers each call with its own count.
 */
export class WindowStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; start: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    const kept = this.windows.get(key);
    const window = kept && now - kept.start < timeWindow ? kept : { count: 0, start: now };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > KEYS_KEPT) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.count, ttl: timeWindow - (now - window.start) });
  }

  child(): FastifyRateLimitStore {
    return new WindowStore();
  }
}

/** Rate limits by route (config.rateLimit); none globally. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false, store: WindowStore });
  },
  { name: 'rate-limit' },
);

/**
 * Calls per subscriber (per world) per minute. The operations that write a row each time, counted once
 * the contract accepted the call: 4,000 gamenow notifications in 6 s grew the database from 0.7 to
 * 4.7 MB (issue 26, finding 7). And `challenge/entry`, whose body takes up to 3 MB of JSON to read,
 * counted when it arrives (`beforeBody`: after the token check, before a byte of the body is read):
 * a token is free for any subscribed number, and each body costs parsing (issue 41, finding 2).
 */
export const SUBSCRIBER_RATE_LIMITS: Readonly<
  Record<string, { max: number; message: string; beforeBody?: true }>
> = {
  redeemItem: { max: 30, message: 'Too many redemptions started; try again in a minute.' },
  gamenowNotify: { max: 10, message: 'Too many partner notifications; try again in a minute.' },
  submitChallengeEntry: {
    max: 10,
    message: 'Too many challenge entries; try again in a minute.',
    beforeBody: true,
  },
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
  keyed?: {
    keyGenerator: (request: FastifyRequest) => string;
    hook: 'onRequest' | 'preParsing' | 'preHandler';
  },
) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    // Per subscriber: after the token check (the route's onRequest), and either before the body is
    // read (preParsing) or after the contract's check (preHandler: a call refused as invalid writes
    // nothing); per client for the field figures, before the body is read (onRequest).
    ...(keyed ?? {}),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message }),
  },
});

/**
 * The route config of an operation with a rate limit: token requests per client IP per minute
 * (TOKEN_RATE_LIMIT; behind a proxy, TRUST_PROXY makes the IP the client's), and the writes of
 * SUBSCRIBER_RATE_LIMITS per `subscriberOf` (the token's subscriber), after the route's token check.
 * Without `subscriberOf` (proxy mode: the upstream checks tokens), only tokens.
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
    return limit(FIELD_VITALS_RATE_LIMIT, 'Too many figures sent; try again in a minute.', {
      keyGenerator: anonymousClient,
      hook: 'onRequest',
    });
  }
  const perSubscriber = SUBSCRIBER_RATE_LIMITS[operationId];
  return perSubscriber && subscriberOf
    ? limit(perSubscriber.max, perSubscriber.message, {
        keyGenerator: subscriberOf,
        hook: perSubscriber.beforeBody ? 'preParsing' : 'preHandler',
      })
    : {};
}
