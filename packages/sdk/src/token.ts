import { GAMENOW_REFERRER, TOKEN_MESSAGES, isGamenowReferrer } from '@esr/domain';
import type { components } from './generated/api';

export type AccessTokenClaims = components['schemas']['AccessTokenClaims'];

/** The token request's path, relative to the API base URL. */
export const TOKEN_PATH = '/v1/jt/gen';
/** The response header that carries a new token. */
export const ACCESS_TOKEN_HEADER = 'access_token';

/** The token errors of spec section 8, as the domain writes them (decision 1050). */
export const TOKEN_ERRORS = TOKEN_MESSAGES;

/** The referrer sent with a token request: 'gamenow' for the partner (isGamenowReferrer), otherwise null. */
export function tokenReferrer(value: string | null | undefined): typeof GAMENOW_REFERRER | null {
  return isGamenowReferrer(value) ? GAMENOW_REFERRER : null;
}

/**
 * The body of a token request (spec section 4, Login and Token refresh), built in one place: the app's
 * login and refresh, and the document's bootstrap that starts the login at parse, send the same bytes.
 */
export function tokenRequestBody(
  msisdn: string,
  referrer: string | null | undefined,
): { msisdn: string; refferer: typeof GAMENOW_REFERRER | null } {
  return { msisdn, refferer: tokenReferrer(referrer) };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access token without verifying it (the server verifies; the client only
 * needs `gn` and `msisdn` for display rules). Answers null for anything that is not a JWT.
 */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { msisdn, gn, iat, exp } = claims as Record<string, unknown>;
    if (typeof msisdn !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { msisdn, gn: gn === 1 ? 1 : 0, iat, exp };
  } catch {
    return null;
  }
}
