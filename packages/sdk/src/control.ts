import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/control';

export type ControlClient = Client<paths>;
export type ControlSchemas = components['schemas'];
export type { operations as controlOperations, paths as controlPaths } from './generated/control';

export const MOCK_SESSION_HEADER = 'x-mock-session';

export interface ControlClientOptions {
  /** The mock server's origin, e.g. 'http://127.0.0.1:8080' (the control API lives under /__mock). */
  baseUrl: string;
  /** The isolated session to act on; absent = the main database. */
  session?: string;
  fetch?: typeof fetch;
}

/** A typed client for the mock server's control API (openapi/control.yaml). */
export function createControlClient({
  baseUrl,
  session,
  fetch: fetchFn,
}: ControlClientOptions): ControlClient {
  return createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/__mock`,
    headers: session ? { [MOCK_SESSION_HEADER]: session } : undefined,
    fetch: fetchFn ?? ((request: Request) => globalThis.fetch(request)),
  });
}
