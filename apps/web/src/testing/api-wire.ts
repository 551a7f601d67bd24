// Between the app and the mock server: what the app sent, and answers rewritten the way another backend
// would answer. Every call still reaches the real server (its state, journal and faults stay real); a
// rewrite only changes what the app reads back, for the answers the mock server does not give: the
// operator's backend without a designed field (spec section 7), a 200 with `success: false` where the
// mock answers an error status, a `next_level` of null. A test can also hold an answer back until it
// has seen the app wait for it (`holdAnswers`).

import { onTestFinished } from 'vitest';

/** 'GET /leaderboard', 'POST /v1/redeem-item': the method and the path under /api. */
export type CallName = `${'GET' | 'POST'} /${string}`;

export interface WireAnswer {
  status: number;
  body: unknown;
}

/** Rewrites of the answers of some calls: each gets the real answer and returns the one the app reads. */
export type AnswerRewrites = Partial<Record<CallName, (real: WireAnswer) => WireAnswer>>;

export interface SentCall {
  call: CallName;
  /** The JSON body the app sent (undefined for none or a multipart form). */
  body: unknown;
}

/** The answers held back from the app, by call, each until its test releases it (`holdAnswers`). */
const held = new Map<CallName, Promise<void>>();

/**
 * Holds the app's answers to these calls until the returned `release()`: a network as slow as the test
 * needs, whatever the machine's speed. Each call reaches the server at once (its state and journal stay
 * real); its whole answer waits in the test until released, then reaches the app as it came. Released
 * when the test ends, at the latest.
 */
export function holdAnswers(...calls: CallName[]): () => void {
  let release = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  for (const call of calls) held.set(call, hold);
  onTestFinished(() => {
    release();
    for (const call of calls) held.delete(call);
  });
  return release;
}

/** An answer with `response`'s headers, without its transfer's length and encoding (the body is read). */
function answerWith(response: Response, body: BodyInit, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status, headers });
}

/**
 * A fetch through `base` that records what the app sends, rewrites the answers named in `rewrites` and
 * holds those a test holds (`holdAnswers`).
 */
export function wiredFetch(base: typeof fetch, rewrites: AnswerRewrites, sent: SentCall[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const call = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}` as CallName;
    const json = request.headers.get('content-type')?.includes('application/json');
    sent.push({ call, body: json ? await request.clone().json() : undefined });
    const response = await base(request);
    const hold = held.get(call);
    if (hold) {
      const body = await response.arrayBuffer();
      await hold;
      return answerWith(response, body);
    }
    const rewrite = rewrites[call];
    if (!rewrite) return response;
    const answer = rewrite({ status: response.status, body: await response.json() });
    return answerWith(response, JSON.stringify(answer.body), answer.status);
  };
}

/** The bodies the app sent for one call, oldest first. */
export function bodiesSent(sent: readonly SentCall[], call: CallName): unknown[] {
  return sent.filter((entry) => entry.call === call).map((entry) => entry.body);
}

type Json = Record<string, unknown>;

/** A copy of `value` (an object or a list of objects) without the named fields. */
export function withoutFields<T>(value: T, fields: readonly string[]): T {
  const strip = (item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Json).filter(([key]) => !fields.includes(key)))
      : item;
  return (Array.isArray(value) ? value.map(strip) : strip(value)) as T;
}

/** A rewrite of an answer's `data` (its list or object), keeping its status and the rest of its body. */
export function rewriteData(change: (data: unknown) => unknown): (real: WireAnswer) => WireAnswer {
  return ({ status, body }) => ({ status, body: { ...(body as Json), data: change((body as Json).data) } });
}

/** A 200 answer with this body, whatever the server said. */
export const answer200 = (body: unknown) => (): WireAnswer => ({ status: 200, body });
