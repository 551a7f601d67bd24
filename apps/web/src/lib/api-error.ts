// How a call failed, so screens can pick the spec's message for each case (section 8):
// 'network'      the call threw (offline, aborted, a failed token refresh): nothing was answered;
// 'http'         the server answered a 4xx/5xx;
// 'unsuccessful' the server answered 200 without `success` (its `errors` text, if any, comes first).
export type ApiErrorKind = 'network' | 'http' | 'unsuccessful';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(message: string, kind: ApiErrorKind, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

export interface CallMessages {
  /** Shown when the call threw or answered an error status. */
  failed: string;
  /** Shown when a 200 lacks success and carries no `errors` text; defaults to `failed`. */
  unsuccessful?: string;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an SDK call and answers its data when it succeeded, else throws an ApiError carrying the
 * spec message for that kind of failure. Use it in query functions and mutation functions.
 */
export async function expectSuccess<T extends { success?: boolean; errors?: string }>(
  call: Promise<FetchResult<T>>,
  messages: CallMessages,
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new ApiError(messages.failed, 'network', undefined, { cause });
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok || data === undefined) {
    throw new ApiError(messages.failed, 'http', response.status, { cause: error });
  }
  if (data.success === false) {
    const serverText = typeof data.errors === 'string' && data.errors.trim() !== '' ? data.errors : null;
    throw new ApiError(
      serverText ?? messages.unsuccessful ?? messages.failed,
      'unsuccessful',
      response.status,
    );
  }
  return data;
}

/**
 * A screen's text for a failed call whose query other screens share: a 200 without success keeps the
 * call's text (the server's `errors`, else the spec's 'Failed to fetch …'); any other failure shows the
 * screen's own `failed` text, whichever screen's query function ran.
 */
export function failureMessage(error: unknown, failed: string): string {
  return error instanceof ApiError && error.kind === 'unsuccessful' && error.message ? error.message : failed;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
