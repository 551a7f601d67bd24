import { isMsisdn } from '@esr/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isJsonType } from '../../security/origin-guard';
import { UNSUBSCRIBE_LINK_TTL_MS, unsubscribeLinks } from '../../security/unsubscribe-link';
import { confirmPage, invalidLinkPage, unsubscribedPage } from './pages';
import { refusedForm, sendPage } from './respond';

export interface UnsubscribeOptions {
  /** Derives the link's keys (security/unsubscribe-link.ts). */
  secret: string;
  /** The landing page, linked from the unsubscribe pages. */
  landingUrl: string;
  formOrigins: readonly string[];
}

/**
 * What `window.location.hostname` can be (the web app sends it): DNS labels, or an IPv6 address in
 * brackets; 253 characters at most. The page shows it, so nothing else is sealed.
 */
const HOST_NAME =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)$/i;
const isHostName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 253 && HOST_NAME.test(value);

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

/**
 * The operator's unsubscribe service (openapi/unsubscribe.yaml), which acts only for the caller's own
 * number: its encrypt endpoint takes the subscriber's bearer token, and its link opens only as it was
 * issued (sealed per field, in its world, for 30 minutes, once).
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: UnsubscribeOptions) {
  const links = unsubscribeLinks(options.secret);

  app.post('/stand-ins/unsubscribe/encrypt', async (request, reply) => {
    if (!isJsonType(request.headers['content-type'])) {
      return refuse(reply, 415, 'The body must be application/json');
    }
    const { mobile, domainName } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof mobile !== 'string' || !isMsisdn(mobile)) {
      return refuse(reply, 400, 'mobile must be 92 followed by 10 digits');
    }
    if (!isHostName(domainName)) return refuse(reply, 400, 'domainName must be a host name');
    // The spec's flow starts from a logged-in subscriber: the caller's token names the only number
    // this service unsubscribes for it.
    const session = app.sessionFor(request);
    let caller: string;
    try {
      caller = (await app.authenticate(request, session)).msisdn;
    } catch {
      return refuse(reply, 401, 'Log in to unsubscribe: the bearer token is missing, invalid or expired');
    }
    if (caller !== mobile) return refuse(reply, 403, 'You can unsubscribe only your own number');
    const grant = {
      mobile,
      world: session.id,
      exp: session.store.now() + UNSUBSCRIBE_LINK_TTL_MS,
      ver: session.store.subscribers.authState(mobile).tokenVersion,
    };
    return { status: true, ...links.issue(grant, domainName) };
  });

  /** The link's number and domain when it opens, names this request's world, has not expired and was not used. */
  const valid = (request: FastifyRequest, values: Record<string, unknown>) => {
    const opened = links.open(values);
    if (!opened) return null;
    const { grant, domainName } = opened;
    const session = app.sessionFor(request);
    if (grant.world !== session.id || grant.exp <= session.store.now()) return null;
    if (grant.ver !== session.store.subscribers.authState(grant.mobile).tokenVersion) return null;
    return { mobile: grant.mobile, domainName };
  };
  const invalid = (reply: FastifyReply) => sendPage(reply, 400, invalidLinkPage(options.landingUrl));

  app.get('/stand-ins/unsubscribe/', (request, reply) => {
    const query = request.query as Record<string, string>;
    const link = valid(request, query);
    if (!link) return invalid(reply);
    const values = { mobile: query.mobile ?? '', domainName: query.domainName ?? '' };
    return sendPage(reply, 200, confirmPage(link.mobile, link.domainName, values));
  });

  app.post('/stand-ins/unsubscribe/confirm', (request, reply) => {
    if (refusedForm(request, reply, options.formOrigins)) return reply;
    const link = valid(request, (request.body ?? {}) as Record<string, unknown>);
    if (!link) return invalid(reply);
    app.sessionFor(request).store.unsubscribe(link.mobile);
    return sendPage(reply, 200, unsubscribedPage(link.mobile, options.landingUrl));
  });
}
