import type { Message, MessageId } from '@/lib/i18n';

// How a call failed, so screens can pick the spec's message for each case (section 8):
// 'network'      the call threw (offline, aborted, a failed token refresh): nothing was answered;
// 'http'         the server answered a 4xx/5xx;
// 'unsuccessful' the server answered 200 without `success` (its `errors` text, if any, comes first).
// Both answered kinds keep the answer's body as their `cause`: the screens whose failure the spec words
// with the server's own text (redeem's details or message, the profile's message) read it from there,
// whatever the status the backend chose.
export type ApiErrorKind = 'network' | 'http' | 'unsuccessful';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The id of the spec's message for this failure (section 8), in the catalogue. */
  readonly messageId: MessageId;
  /** The server's own words when the screen shows them first (an `errors` text, a refusal's reason), else null. */
  readonly serverText: string | null;

  constructor(
    messageId: MessageId,
    kind: ApiErrorKind,
    status?: number,
    options?: { cause?: unknown; serverText?: string | null },
  ) {
    // Error's own message, for developers' logs: the server's words, else the id.
    super(options?.serverText ?? messageId, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messageId = messageId;
    this.serverText = options?.serverText ?? null;
  }

  /** What the failure shows: the server's words as sent when it carries them, else the spec's message. */
  get shown(): Message {
    return this.serverText === null ? this.messageId : { verbatim: this.serverText };
  }
}

/** The spec's messages for one call's failures (section 8), by id. */
export interface CallMessages {
  /** Shown when the call answered an error status (and, unless `network` says otherwise, when it threw). */
  failed: MessageId;
  /** Shown when a 200 lacks success and carries no `errors` text; defaults to `failed`. */
  unsuccessful?: MessageId;
  /** Shown when nothing was answered (offline, a failed token refresh); defaults to `failed`. */
  network?: MessageId;
  /**
   * false: a 200 without success always shows `unsuccessful`, never the server's `errors` text (section 8
   * puts the server's text first only for its four listed fallbacks).
   */
  serverText?: boolean;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an SDK call and answers its data when it succeeded, else throws an ApiError carrying the id of the
 * spec message for that kind of failure (a 200 with success false included, whatever its schema), and the
 * server's `errors` text when section 8 shows it first. Use it in query functions and mutation functions.
 */
export async function expectSuccess<T extends { success?: boolean; errors?: string }>(
  call: Promise<FetchResult<T>>,
  messages: CallMessages,
): Promise<Exclude<T, { success: false }>> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new ApiError(messages.network ?? messages.failed, 'network', undefined, { cause });
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok || data === undefined) {
    throw new ApiError(messages.failed, 'http', response.status, { cause: error });
  }
  if (data.success === false) {
    const serverText = messages.serverText === false ? null : nonBlank(data.errors);
    throw new ApiError(messages.unsuccessful ?? messages.failed, 'unsuccessful', response.status, {
      cause: data,
      serverText,
    });
  }
  // A 200 whose contract admits a refusal (redeem-item: RedeemItemResponse | RedeemItemFailure) is past
  // its refusal here.
  return data as Exclude<T, { success: false }>;
}

/** A text the server sent: a string with something in it, else null. */
export function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The body the server answered with a failure (an error status or a 200 without success), if any. */
export function failureBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || error.kind === 'network') return null;
  const body = error.cause;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

/**
 * The server's own words for a failure, when they are a business message: a refusal's text (a 4xx, or a
 * 200 without success) from the first of `fields` of its body (or of its `data`) that has one. A 5xx's
 * text is technical ('Internal server error') and an answer without such a text has none: both are null,
 * so the screen shows the spec's message in the subscriber's language instead (decision 1020).
 */
export function businessMessage(
  error: unknown,
  fields: readonly ('message' | 'details' | 'errors')[] = ['message'],
): string | null {
  const body = failureBody(error);
  if (!body || (error instanceof ApiError && (error.status ?? 0) >= 500)) return null;
  const data =
    typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  for (const field of fields) {
    const text = nonBlank(body[field]) ?? nonBlank(data[field]);
    if (text) return text;
  }
  return null;
}

/** The server's business words for a failure (businessMessage) shown as sent, else the message `fallback`. */
export function businessMessageOr(
  error: unknown,
  fallback: MessageId,
  fields?: readonly ('message' | 'details' | 'errors')[],
): Message {
  const text = businessMessage(error, fields);
  return text === null ? fallback : { verbatim: text };
}

/** The `message` of a refusal behind a failure (businessMessage), if any. */
export function serverMessage(error: unknown): string | null {
  return businessMessage(error, ['message']);
}

/**
 * A screen's message for a failed call whose query other screens share: a 200 without success keeps the
 * call's (the server's `errors`, else the spec's 'Failed to fetch …'); any other failure shows the
 * screen's own `failed` message, whichever screen's query function ran.
 */
export function failureMessage(error: unknown, failed: MessageId): Message {
  return error instanceof ApiError && error.kind === 'unsuccessful' ? error.shown : failed;
}

/** The message a failure carries (an ApiError's), else `fallback`: an error of another kind has no words for a subscriber. */
export function errorMessage(error: unknown, fallback: MessageId): Message {
  return error instanceof ApiError ? error.shown : fallback;
}
