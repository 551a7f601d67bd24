import type { UnsubscribeSchemas } from '@esr/sdk/unsubscribe';
import { createUnsubscribeClient, unsubscribePageUrl } from '@esr/sdk/unsubscribe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiBaseUrl } from '@/lib/api';
import { ApiError, expectSuccess } from '@/lib/api-error';
import type { MessageId } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { readSession } from '@/lib/session';

// The operator's unsubscribe service (openapi/unsubscribe.yaml, decision 0540): POST {service}/encrypt with
// the subscriber's number and the portal's host name; the answer's values open {service}/?mobile&domainName.
// The call carries the subscriber's bearer token like every call (spec section 7): the service acts only
// for the number the token names (docs/security.md).

/** Shown when the service cannot be reached or refuses (no spec text; decision 0540). */
export const UNSUBSCRIBE_FAILED = 'account.unsubscribeFailed' satisfies MessageId;

/**
 * The service's base URL. A relative VITE_UNSUBSCRIBE_URL (the default, '/stand-ins/unsubscribe') is the
 * mock server's stand-in, served by the API host: it is resolved like a media path, against the API.
 */
export function unsubscribeServiceUrl(): string {
  return new URL(env.VITE_UNSUBSCRIBE_URL, new URL(apiBaseUrl(), window.location.href)).href.replace(
    /\/+$/,
    '',
  );
}

/** The answer has `status`, not `success`: expectSuccess checks the transport, the caller checks `status`. */
type EncryptAnswer = UnsubscribeSchemas['EncryptResponse'] & { success?: boolean };

export function getUnsubscribePageQueryOptions(mobile: string, domainName: string) {
  return queryOptions({
    queryKey: queryKeys.unsubscribePage(mobile, domainName),
    queryFn: async ({ signal }) => {
      const base = unsubscribeServiceUrl();
      const answer = await expectSuccess<EncryptAnswer>(
        createUnsubscribeClient(base).POST('/encrypt', {
          body: { mobile, domainName },
          headers: { authorization: `Bearer ${readSession('accessToken') ?? ''}` },
          signal,
        }),
        { failed: UNSUBSCRIBE_FAILED },
      );
      if (!answer.status) throw new ApiError(UNSUBSCRIBE_FAILED, 'unsuccessful', 200);
      return unsubscribePageUrl(base, answer);
    },
    // Asked afresh on every visit: the page is left as soon as the answer arrives.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The unsubscribe page's URL for the subscriber, once the service has encrypted the values. */
export function useUnsubscribePageUrl(mobile: string | null, domainName: string) {
  return useQuery({
    ...getUnsubscribePageQueryOptions(mobile ?? '', domainName),
    enabled: mobile !== null,
  });
}
