// JWT handling without the server's secret: decode a token the server issued, and derive from it the
// bad tokens a secured operation must refuse. Nothing here can sign; that is the point.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

/** The header and claims of a compact JWS, or undefined when it is not one. */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const [header, payload] = parts
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    if (typeof header !== 'object' || typeof payload !== 'object' || !header || !payload) return undefined;
    return { header, payload, signature: parts[2]! };
  } catch {
    return undefined;
  }
}

export interface BadToken {
  name: string;
  /** Why a server must refuse it. */
  why: string;
  /** The Authorization header to send; undefined sends none. */
  authorization: string | undefined;
}

/** A signature of the same length with every character changed (still valid base64url). */
function flipped(signature: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return [...signature].map((c) => alphabet[(alphabet.indexOf(c) + 7) % alphabet.length]).join('');
}

/**
 * The tokens every secured operation must answer 401 to, derived from a real one. "Expired" is honest
 * only with a token the server signed itself and that has since expired (`expired`, from
 * --expired-token); a real token with its exp moved into the past is a tampered token, not an expired
 * one, and is tested as such.
 */
export function badTokens(real: string, expired?: string): BadToken[] {
  const decoded = decodeJwt(real);
  const [header = '', payload = ''] = real.split('.');
  const tokens: BadToken[] = [
    { name: 'no token', why: 'no Authorization header', authorization: undefined },
    { name: 'empty bearer', why: 'Authorization: Bearer with nothing after it', authorization: 'Bearer ' },
    { name: 'garbage', why: 'not a JWT at all', authorization: 'Bearer not-a-token' },
    {
      name: 'tampered signature',
      why: "a real token's claims with a signature the server never made",
      authorization: `Bearer ${header}.${payload}.${flipped(decoded?.signature ?? 'x')}`,
    },
  ];
  if (!decoded) return tokens;
  const now = Math.floor(Date.now() / 1000);
  const claims = decoded.payload;
  tokens.push(
    {
      name: 'tampered claims',
      why: "another subscriber's msisdn under the real signature",
      authorization: `Bearer ${header}.${encode({ ...claims, msisdn: '920000000000' })}.${decoded.signature}`,
    },
    {
      name: 'exp moved into the past',
      why: 'a real token whose exp was edited to an hour ago (the signature no longer matches)',
      authorization: `Bearer ${header}.${encode({ ...claims, iat: now - 7200, exp: now - 3600 })}.${decoded.signature}`,
    },
    {
      name: 'alg none',
      why: 'the real claims, unsigned, with alg: none',
      authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    },
  );
  if (expired) {
    tokens.push({
      name: 'expired',
      why: 'a token the server issued whose exp has passed (--expired-token)',
      authorization: `Bearer ${expired}`,
    });
  }
  return tokens;
}
