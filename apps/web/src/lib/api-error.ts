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
  /**
   * The server's reason when the screen shows it first (an `errors` text, a refusal's reason: its words,
   * or the app's text for its documented code), else null.
   */
  readonly reason: Message | null;

  constructor(
    messageId: MessageId,
    kind: ApiErrorKind,
    status?: number,
    options?: { cause?: unknown; reason?: Message | null },
  ) {
    const reason = options?.reason ?? null;
    // Error's own message, for developers' logs: the server's words, else an id.
    super(reason === null ? messageId : logText(reason), options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messageId = messageId;
    this.reason = reason;
  }

  /** What the failure shows: the server's reason when it carries one, else the spec's message. */
  get shown(): Message {
    return this.reason ?? this.messageId;
  }
}

const logText = (message: Message): string =>
  typeof message === 'string' ? message : 'verbatim' in message ? message.verbatim : message.id;

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
    const errors = messages.serverText === false ? null : nonBlank(data.errors);
    throw new ApiError(messages.unsuccessful ?? messages.failed, 'unsuccessful', response.status, {
      cause: data,
      reason: errors === null ? null : { verbatim: errors },
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

/** The numbers a documented refusal carries beside its code (designed fields of ErrorResponse). */
type RefusalNumber = 'required_credits' | 'credits' | 'game_level' | 'next_level';

interface Refusal {
  readonly id: MessageId;
  /** Each placeholder of the text and the answer's field that fills it. */
  readonly numbers?: Readonly<Record<string, RefusalNumber>>;
}

/**
 * The refusal codes of the contract (openapi.yaml's error examples) whose answers a screen words with the
 * server's reason, and the app's own text for each, filled with the answer's numbers (placeholder: field).
 * The server's English never shows on an Urdu page when its code is here (issue 39). The codes left out
 * belong to calls whose failures show the spec's own messages (src/lib/api-error.test.ts lists them).
 */
export const REFUSALS: ReadonlyMap<string, Refusal> = new Map<string, Refusal>([
  ['ALREADY_CLAIMED', { id: 'refusals.alreadyClaimed' }],
  ['GAME_NOT_FOUND', { id: 'refusals.gameNotFound' }],
  ['TOURNAMENT_NOT_FOUND', { id: 'refusals.tournamentNotFound' }],
  ['REGISTRATION_CLOSED', { id: 'refusals.registrationClosed' }],
  // Only the tournament check-in answers it: the registration form's own words for the same mistake.
  ['INVALID_EMAIL', { id: 'tournaments.invalidEmail' }],
  [
    'INSUFFICIENT_CREDITS',
    { id: 'refusals.insufficientCredits', numbers: { required: 'required_credits', credits: 'credits' } },
  ],
  ['LEVEL_LOCKED', { id: 'refusals.levelLocked', numbers: { level: 'game_level', next: 'next_level' } }],
  ['NO_OPEN_SESSION', { id: 'refusals.noOpenSession', numbers: { level: 'game_level' } }],
]);

/**
 * The app's text for a refusal whose code the contract documents, with the answer's numbers; null when
 * the answer has no such code, or lacks a number the text needs (a backend that sends only the spec's
 * fields: its words are shown instead, decision 0970).
 */
export function refusalMessage(body: Record<string, unknown>): Message | null {
  const refusal = typeof body.code === 'string' ? REFUSALS.get(body.code) : undefined;
  if (!refusal) return null;
  const values: Record<string, number> = {};
  for (const [name, field] of Object.entries(refusal.numbers ?? {})) {
    const value = body[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return null;
    values[name] = value;
  }
  return refusal.numbers ? { id: refusal.id, values } : refusal.id;
}

/**
 * The server's reason for a failure, when it is a business message: a refusal (a 4xx, or a 200 without
 * success) with a documented code is the app's own text for it (refusalMessage); otherwise its words,
 * from the first of `fields` of its body (or of its `data`) that has one, shown as sent. A 5xx's text is
 * technical ('Internal server error') and an answer without such a text has none: both are null, so the
 * screen shows the spec's message in the subscriber's language instead (decision 1020).
 */
export function businessMessage(
  error: unknown,
  fields: readonly ('message' | 'details' | 'errors')[] = ['message'],
): Message | null {
  const body = failureBody(error);
  if (!body || (error instanceof ApiError && (error.status ?? 0) >= 500)) return null;
  const own = refusalMessage(body);
  if (own) return own;
  const data =
    typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  for (const field of fields) {
    const text = nonBlank(body[field]) ?? nonBlank(data[field]);
    if (text) return { verbatim: text };
  }
  return null;
}

/** The server's reason for a failure (businessMessage), else the message `fallback`. */
export function businessMessageOr(
  error: unknown,
  fallback: MessageId,
  fields?: readonly ('message' | 'details' | 'errors')[],
): Message {
  return businessMessage(error, fields) ?? fallback;
}

/** The reason behind a failure from its `message` (businessMessage), if any. */
export function serverMessage(error: unknown): Message | null {
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
