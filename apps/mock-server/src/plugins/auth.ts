import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenIssuer } from '../areas/handler-types';
import { TokenVerifier, createTokenIssuer, type TokenClaims } from '../security/tokens';
import { trustProxyOption } from '../security/trust-proxy';
import type { Session } from '../worlds/registry';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims of the request's bearer token in its world; throws a 401 otherwise. */
    authenticate(request: FastifyRequest, session: Session): Promise<TokenClaims>;
    /** An onRequest hook of secured operations (before the body is read): sets request.claims, or answers 401. */
    requireToken: onRequestAsyncHookHandler;
    /** Signs tokens in a world, at its subscriber's current token version. */
    tokenIssuerFor(session: Session): TokenIssuer;
    /**
     * The msisdn the operator's gateway vouches for (IDENTITY_HEADER); '' when the request did not come
     * through a trusted proxy or carries none; undefined when not configured.
     */
    identityOf(request: FastifyRequest): string | undefined;
  }
  interface FastifyRequest {
    /** The verified token of a secured operation's request (set by requireToken). */
    claims: TokenClaims | null;
  }
}

/** Access tokens: verifying them (with the cache of verified signatures) and issuing them. */
export const authPlugin = fp(
  async (app) => {
    const { jwtSecret, jwtTtlSeconds, identityHeader } = app.config;
    const tokens = new TokenVerifier(jwtSecret);

    /**
     * The subscriber a bearer token speaks for, in this world: refused when it was issued in another
     * world (a mock session, or main), before the subscriber's last unsubscribe (token version), or for
     * a number that is not subscribed now.
     */
    async function authenticate(request: FastifyRequest, session: Session): Promise<TokenClaims> {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token) throw new HttpError(401, 'Missing bearer token');
      try {
        const claims = await tokens.claims(token, session.store.now());
        if (claims.world !== session.id) throw new Error('another world');
        const { status, tokenVersion } = session.store.subscribers.authState(claims.msisdn);
        if (status !== 'trial' && status !== 'active') throw new Error('not subscribed');
        if (claims.version !== tokenVersion) throw new Error('issued before an unsubscribe');
        return claims;
      } catch {
        throw new HttpError(401, 'Invalid or expired token');
      }
    }

    /** One issuer per world (it reads the world's clock), built once: not per request. */
    const issuers = new WeakMap<Session, TokenIssuer>();
    const tokenIssuerFor = (session: Session): TokenIssuer => {
      let issuer = issuers.get(session);
      if (!issuer) {
        const sign = createTokenIssuer(jwtSecret, jwtTtlSeconds, () => session.store.now(), session.id);
        issuer = (msisdn, gn) => sign(msisdn, gn, session.store.subscribers.authState(msisdn).tokenVersion);
        issuers.set(session, issuer);
      }
      return issuer;
    };

    app.decorate('authenticate', authenticate);
    app.decorateRequest('claims', null);
    app.decorate('requireToken', async (request: FastifyRequest) => {
      request.claims = await authenticate(request, app.sessionFor(request));
    });
    app.decorate('tokenIssuerFor', tokenIssuerFor);
    // The gateway's header counts only on a request the gateway (a trusted proxy) passed on: a client
    // that reaches the server around it could write any number there.
    const trusted = trustProxyOption(app.config.trustProxy);
    app.decorate('identityOf', (request: FastifyRequest) => {
      if (!identityHeader) return undefined;
      if (!trusted || !trusted(request.socket.remoteAddress ?? '', 0)) return '';
      const value = request.headers[identityHeader];
      return typeof value === 'string' ? value.trim() : '';
    });
  },
  { name: 'auth', dependencies: ['sessions'] },
);
