import { SignJWT, jwtVerify } from 'jose';
import { MAIN_SESSION_ID } from './session-id';

/** What the server reads from an access token it has verified. */
export interface TokenClaims {
  msisdn: string;
  /** 1 for a gamenow partner user's token (spec section 6). */
  gn: 0 | 1;
  /** The world it was issued in: 'main' or a mock session id. Refused in any other. */
  world: string;
  /** The subscriber's token version when it was issued: an unsubscribe raises it. */
  version: number;
  exp: number;
  nbf: number | undefined;
}

/**
 * Signs access tokens for one world: the claims the spec names (msisdn, gn) plus `wld` (the world)
 * and `ver` (the subscriber's token version), so a token neither crosses worlds nor outlives an
 * unsubscribe.
 */
export function createTokenIssuer(secret: string, ttlSeconds: number, now: () => number, world: string) {
  const key = new TextEncoder().encode(secret);
  return async (msisdn: string, gn: 0 | 1, version: number) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT({ msisdn, gn, wld: world, ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key);
  };
}

const VERIFIED_TOKENS_LIMIT = 10_000;

/**
 * Verifies tokens, keeping the claims of those whose signature jose has checked: a client sends the
 * same token with every call, and verifying its HMAC again each time (WebCrypto, off the main thread)
 * was most of a read's cost. The time claims are still checked on every use, against the request
 * world's clock. See docs/decisions/0900-hardening-and-benchmarks.md.
 */
export class TokenVerifier {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, TokenClaims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The token's claims, or a throw when its signature, algorithm or time claims are not valid. */
  async claims(token: string, now: number): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired when exp <= now, in whole seconds.
      const seconds = Math.floor(now / 1000);
      if (known.exp <= seconds || (known.nbf !== undefined && known.nbf > seconds)) {
        throw new Error('expired');
      }
      return known;
    }
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['exp', 'iat'],
    });
    const claims: TokenClaims = {
      msisdn: typeof payload.msisdn === 'string' ? payload.msisdn : '',
      gn: payload.gn === 1 ? 1 : 0,
      // Tokens signed before worlds and versions existed are the main world's, version 0.
      world: typeof payload.wld === 'string' ? payload.wld : MAIN_SESSION_ID,
      version: typeof payload.ver === 'number' ? payload.ver : 0,
      exp: payload.exp as number,
      nbf: payload.nbf,
    };
    if (this.verified.size >= VERIFIED_TOKENS_LIMIT) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, claims);
    return claims;
  }
}
