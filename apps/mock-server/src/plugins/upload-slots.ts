import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { errorBody } from '../contract/error-bodies';

/** Uploads read at once, in all: each holds up to its image (2 MB) in memory while it arrives. */
export const UPLOADS_AT_ONCE = 16;
/** Uploads read at once for one client (a subscriber; in proxy mode an address). */
export const UPLOADS_AT_ONCE_PER_CLIENT = 2;
/** What a refused upload is told to wait, in seconds (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

/**
 * A cap on the uploads being read at once (issue 26, finding 3: 100 paused profile uploads raised the
 * process from 95 to 284 MB). An upload past either cap is a 429 before a byte of its body is read;
 * a slot is given back when its answer is sent or its connection closes (the request timeout closes a
 * paused one). `clientOf` names the client: run after the token check, it can be the subscriber.
 */
export function uploadSlots(clientOf: (request: FastifyRequest) => string): preHandlerHookHandler {
  const perClient = new Map<string, number>();
  let total = 0;
  const release = (client: string) => {
    total -= 1;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const client = clientOf(request);
    const mine = perClient.get(client) ?? 0;
    if (total >= UPLOADS_AT_ONCE || mine >= UPLOADS_AT_ONCE_PER_CLIENT) {
      const message =
        mine >= UPLOADS_AT_ONCE_PER_CLIENT
          ? `You are already sending ${mine} uploads; try again once they are done.`
          : 'Too many uploads are in progress; try again in a moment.';
      const spec = request.routeOptions.config.operation;
      reply
        .status(429)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(spec, 429, message));
      return;
    }
    total += 1;
    perClient.set(client, mine + 1);
    reply.raw.once('close', () => release(client));
    done();
  };
}
