// Calls started before the app runs (decision 1010): the document's inline bootstrap (src/app/bootstrap.ts)
// sends the login and the first screen's reads while the browser parses the page, in parallel with the
// scripts, and leaves each answer here under its request's signature. The app's client (lib/api.ts) takes
// an answer when it makes the same request, instead of sending it again; the SDK's middleware then handles
// it as any answer (a 401 refreshed once, the spec's messages). Each answer is taken once.

/** A request as the server receives it: what makes two requests the same call. */
export interface CallSignature {
  method: string;
  /** Absolute URL. */
  url: string;
  authorization: string | null;
  body: string | null;
}

/**
 * The answers started early, by signature. `appSending` is set once the app has sent a call of its own: the
 * bootstrap then sends no more reads. Otherwise a read the app sent first would go out twice, and its early
 * answer, never taken, would hold its connection until the page ends.
 */
export interface EarlyCalls extends Map<string, Promise<Response>> {
  appSending?: boolean;
}

/** The window property the bootstrap leaves its calls on (the only thing the two scripts share). */
export const EARLY_CALLS_PROPERTY = '__esrEarlyCalls';

type Holder = { [EARLY_CALLS_PROPERTY]?: EarlyCalls };

export const signatureOf = ({ method, url, authorization, body }: CallSignature): string =>
  JSON.stringify([method.toUpperCase(), url, authorization ?? '', body ?? '']);

/** The calls of this page (created empty by the bootstrap; absent when no bootstrap ran). */
export function earlyCallsOf(holder: object): EarlyCalls | undefined {
  return (holder as Holder)[EARLY_CALLS_PROPERTY];
}

/** The bootstrap's side: a map for its calls, on the window. */
export function createEarlyCalls(holder: object): EarlyCalls {
  const calls: EarlyCalls = new Map<string, Promise<Response>>();
  (holder as Holder)[EARLY_CALLS_PROPERTY] = calls;
  return calls;
}

/**
 * Sends a call with the headers the app's client would send (JSON body, bearer token) and keeps its answer
 * for the app. Answers the same promise.
 */
export function startEarlyCall(
  calls: EarlyCalls,
  fetchFn: typeof fetch,
  call: CallSignature,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (call.body !== null) headers['Content-Type'] = 'application/json';
  if (call.authorization !== null) headers.Authorization = call.authorization;
  const response = fetchFn(call.url, { method: call.method, headers, body: call.body ?? undefined });
  // A failure is the app's to see, when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  calls.set(signatureOf(call), response);
  return response;
}

/**
 * The app's side: a fetch that answers a request the bootstrap already sent with that answer (once), and
 * sends any other request with `fetchFn`.
 */
export function answeringEarlyCalls(fetchFn: typeof fetch, holder: object): typeof fetch {
  return async (input, init) => {
    const calls = earlyCallsOf(holder);
    if (!calls) return fetchFn(input, init);
    if (calls.size === 0) {
      calls.appSending = true;
      return fetchFn(input, init);
    }
    const request = new Request(input, init);
    const signature = signatureOf({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: request.body === null ? null : await request.clone().text(),
    });
    const answer = calls.get(signature);
    if (!answer) {
      calls.appSending = true;
      return fetchFn(request);
    }
    calls.delete(signature);
    return answer;
  };
}
