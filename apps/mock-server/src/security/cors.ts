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
