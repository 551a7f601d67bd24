import { createApiClient, createMemoryStore, type ApiClient, type ApiClientOptions } from '@esr/sdk';
import { env } from '@/config/env';
import { answeringEarlyCalls } from '@/lib/api-early-calls';
import { notifySessionChanged } from '@/lib/session';

// The one SDK client of the app. Everything goes through `api` (reads through lib/api-query.ts), which always
// delegates to the current client, so the base URL and extra headers can be configured before the app
// renders (tests point it at their own mock server and session) without anyone holding a stale client.
// A request the document's bootstrap already sent is answered with its answer (lib/api-early-calls.ts).

export type ApiConfig = Pick<ApiClientOptions, 'baseUrl' | 'headers' | 'fetch' | 'search'>;

/** The browser's fetch, called unbound (a method call of window.fetch throws "Illegal invocation"). */
const networkFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

function build(config: Partial<ApiConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: env.VITE_API_BASE_URL,
    // The build's prerender (src/app/prerender.tsx) runs in Node, which has no sessionStorage; it calls nothing.
    ...(typeof sessionStorage === 'undefined' ? { storage: createMemoryStore() } : {}),
    ...config,
    fetch: answeringEarlyCalls(config.fetch ?? networkFetch, globalThis),
    onSessionCleared: notifySessionChanged,
  });
}

let current: ApiClient = build();
let currentBaseUrl = env.VITE_API_BASE_URL;

/** Replaces the client: a different API host, or headers sent with every call. */
export function configureApi(config: Partial<ApiConfig>): void {
  current = build(config);
  currentBaseUrl = config.baseUrl ?? env.VITE_API_BASE_URL;
}

/** The base URL calls go to (media URLs the server answers relative to it are resolved against it). */
export function apiBaseUrl(): string {
  return currentBaseUrl;
}

export const api: ApiClient = new Proxy({} as ApiClient, {
  get: (_target, property) => {
    const value: unknown = Reflect.get(current, property);
    return typeof value === 'function' ? value.bind(current) : value;
  },
});
