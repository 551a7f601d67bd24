import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './auth-middleware';
import type { paths } from './generated/api';
import type { SessionStore } from './session-keys';
import { ACCESS_TOKEN_HEADER, TOKEN_ERRORS, tokenRequestBody } from './token';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The API base URL, for example '/api' (same origin) or 'https://backend.example/api'. */
  baseUrl: string;
  /** Defaults to the browser's sessionStorage. */
  storage?: SessionStore;
  /** The page's query string; defaults to `location.search`. */
  search?: () => string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Extra headers on every call (the mock server's `x-mock-session`, for example). */
  headers?: Record<string, string>;
  /** Called when a failed token refresh has cleared the session. */
  onSessionCleared?: () => void;
}

/** The browser globals the client defaults to; typed here so the SDK also compiles without DOM types. */
const browser = globalThis as { sessionStorage?: SessionStore; location?: { search: string } };

function defaultStorage(): SessionStore {
  if (!browser.sessionStorage) throw new Error('createApiClient: no sessionStorage here; pass `storage`.');
  return browser.sessionStorage;
}

/** The one API client factory: openapi-fetch typed by the contract, with the spec's auth rules. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.headers,
    // Wrapped rather than passed as-is so the global fetch is never called as a method (Illegal invocation).
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(
    createAuthMiddleware({
      storage: options.storage ?? defaultStorage(),
      search: options.search ?? (() => browser.location?.search ?? ''),
      onSessionCleared: options.onSessionCleared,
    }),
  );
  return client;
}

/**
 * Login (spec section 4): asks for a token for `msisdn` and answers it, or throws
 * 'No access token received' when the server answers none. The caller stores it.
 */
export async function requestAccessToken(
  client: ApiClient,
  msisdn: string,
  referrer: string | null | undefined,
): Promise<string> {
  const { response } = await client.POST('/v1/jt/gen', { body: tokenRequestBody(msisdn, referrer) });
  const token = response.ok ? response.headers.get(ACCESS_TOKEN_HEADER) : null;
  if (!token) throw new Error(TOKEN_ERRORS.noAccessToken);
  return token;
}
