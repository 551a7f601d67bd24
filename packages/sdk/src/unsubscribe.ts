import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/unsubscribe';

export type UnsubscribeClient = Client<paths>;
export type UnsubscribeSchemas = components['schemas'];
export type { paths as unsubscribePaths } from './generated/unsubscribe';

/** A client for the operator's external unsubscribe service (openapi/unsubscribe.yaml). */
export function createUnsubscribeClient(baseUrl: string, fetchFn?: typeof fetch): UnsubscribeClient {
  return createClient<paths>({
    baseUrl,
    fetch: fetchFn ?? ((request: Request) => globalThis.fetch(request)),
  });
}

/** Where the browser goes after a successful encrypt call: the service's page with what it returned. */
export function unsubscribePageUrl(baseUrl: string, answer: { mobile: string; domainName: string }): string {
  const query = new URLSearchParams({ mobile: answer.mobile, domainName: answer.domainName });
  return `${baseUrl.replace(/\/+$/, '')}/?${query.toString()}`;
}
