import type { Middleware } from 'openapi-fetch';
import { SESSION_KEYS, type SessionStore } from './session-keys';
import { ACCESS_TOKEN_HEADER, TOKEN_ERRORS, TOKEN_PATH, tokenRequestBody } from './token';

export interface AuthMiddlewareOptions {
  /** Where the token, msisdn and referrer live (`sessionStorage` in browsers). */
  storage: SessionStore;
  /** The page's query string, read for `a` (msisdn) and `refferer`/`referer` when the session has no msisdn. */
  search: () => string;
  /** Called after a failed refresh has cleared the stored token and msisdn. */
  onSessionCleared?: () => void;
}

/**
 * Spec section 4 "Token refresh" and section 6, in one place: the bearer token from session storage
 * on every call; on a 401 one retry with a fresh token from POST /v1/jt/gen; further 401s while that
 * refresh is in flight fail with 'Token refreshongoing'; a failed refresh clears the stored token and
 * msisdn. Other errors are passed on untouched.
 */
export function createAuthMiddleware({
  storage,
  search,
  onSessionCleared,
}: AuthMiddlewareOptions): Middleware {
  // The body of a sent request is gone; keep an untouched copy of each for its one retry.
  const retryCopies = new WeakMap<Request, Request>();
  let refreshing = false;

  const queryParam = (...names: string[]) => {
    const params = new URLSearchParams(search());
    for (const name of names) {
      const value = params.get(name);
      if (value) return value;
    }
    return null;
  };

  const clearSession = () => {
    storage.removeItem(SESSION_KEYS.accessToken);
    storage.removeItem(SESSION_KEYS.msisdn);
    onSessionCleared?.();
  };

  async function refreshToken(baseUrl: string, fetchFn: typeof fetch): Promise<string> {
    const msisdn = storage.getItem(SESSION_KEYS.msisdn) ?? queryParam('a');
    if (!msisdn) throw new Error(TOKEN_ERRORS.msisdnNotFound);
    // The referrer the session logged in with; the address's only for a session that has not logged in
    // (no msisdn kept): a `?refferer=gamenow` link opened in a logged-in tab makes no partner token.
    const referrer =
      storage.getItem(SESSION_KEYS.refferer) ??
      (storage.getItem(SESSION_KEYS.msisdn) ? null : queryParam('refferer', 'referer'));
    // Called unbound: browsers throw "Illegal invocation" for window.fetch called as a method of another object.
    const response = await fetchFn(
      new Request(`${baseUrl}${TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(tokenRequestBody(msisdn, referrer)),
      }),
    );
    const token = response.ok ? response.headers.get(ACCESS_TOKEN_HEADER) : null;
    if (!token) throw new Error(TOKEN_ERRORS.noTokenFromRefresh);
    storage.setItem(SESSION_KEYS.accessToken, token);
    storage.setItem(SESSION_KEYS.msisdn, msisdn);
    return token;
  }

  return {
    onRequest({ request, schemaPath }) {
      if (schemaPath === TOKEN_PATH) return undefined;
      const token = storage.getItem(SESSION_KEYS.accessToken);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      retryCopies.set(request, request.clone());
      return request;
    },

    async onResponse({ request, response, schemaPath, options }) {
      if (response.status !== 401 || schemaPath === TOKEN_PATH) return undefined;
      if (refreshing) throw new Error(TOKEN_ERRORS.tokenRefreshOngoing);
      const copy = retryCopies.get(request);
      if (!copy) return undefined;
      retryCopies.delete(request);

      const fetchFn = options.fetch;
      refreshing = true;
      let token: string;
      try {
        token = await refreshToken(options.baseUrl, fetchFn);
      } catch (error) {
        clearSession();
        throw error;
      } finally {
        refreshing = false;
      }
      copy.headers.set('Authorization', `Bearer ${token}`);
      // The 401 is replaced by the retry's answer: cancel its unread body, or the connection it streams
      // over stays open until the garbage collector notices.
      await response.body?.cancel().catch(() => undefined);
      return fetchFn(copy);
    },
  };
}
