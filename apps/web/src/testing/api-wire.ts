// Between the app and the mock server: what the app sent, and answers rewritten the way another backend
// would answer. Every call still reaches the real server (its state, journal and faults stay real); a
// rewrite only changes what the app reads back, for the answers the mock server does not give: the
// operator's backend without a designed field (spec section 7), a 200 with `success: false` where the
// mock answers an error status, a `next_level` of null.

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

/** A fetch through `base` that records what the app sends and rewrites the answers named in `rewrites`. */
export function wiredFetch(base: typeof fetch, rewrites: AnswerRewrites, sent: SentCall[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const call = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}` as CallName;
    const json = request.headers.get('content-type')?.includes('application/json');
    sent.push({ call, body: json ? await request.clone().json() : undefined });
    const response = await base(request);
    const rewrite = rewrites[call];
    if (!rewrite) return response;
    const answer = rewrite({ status: response.status, body: await response.json() });
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
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
