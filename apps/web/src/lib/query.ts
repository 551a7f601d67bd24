import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** One retry for failures that may pass on a second try: nothing answered, or a 5xx. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.kind === 'network' || (error.status !== undefined && error.status >= 500);
}

/**
 * Failures that never reach the server's answer (the token errors of spec section 8: 'MSISDN not found',
 * 'No token received from refresh endpoint', 'Token refreshongoing', 'No access token received', or the
 * network) are silent on screen by design; they go to the console for developers and the browser tests.
 */
export function logSilentFailure(error: unknown): void {
  // Screens relabel failures (an ApiError wrapping an ApiError): log the root cause, not a screen text.
  let cause: unknown = error;
  while (cause instanceof ApiError) {
    if (cause.kind !== 'network') return;
    cause = cause.cause;
  }
  if (cause instanceof Error) console.warn(`[api] ${cause.message}`);
}

export interface AppQueryClientOptions {
  /** false turns retries off (tests want a failure shown at once). */
  retry?: false;
}

export function createAppQueryClient(options: AppQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logSilentFailure }),
    mutationCache: new MutationCache({ onError: logSilentFailure }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // The SDK already retries a 401 once with a fresh token; a 4xx or an unsuccessful 200 will not improve.
        retry: options.retry ?? ((failureCount, error) => failureCount < 1 && isRetryable(error)),
      },
      mutations: { retry: false },
    },
  });
}
