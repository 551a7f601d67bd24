import { queryOptions } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-fetch';
import { api } from '@/lib/api';
import { expectSuccess, type CallMessages } from '@/lib/api-error';
import type { AnyApiKey, ReadMethod, ReadPath } from '@/lib/query-keys';

// The one shape of a read: its key (lib/query-keys.ts) names the call, the query function makes that call
// through the app's SDK client and checks it with the spec's messages (expectSuccess), then keeps what the
// screens need. A read file is its key, its messages and its `select`.

/** The successful answer of the call a key names. */
export type Answer<K> = K extends readonly [infer M extends ReadMethod, infer P, ...unknown[]]
  ? P extends ReadPath<M>
    ? MethodResponse<typeof api, M, P>
    : never
  : never;

export interface Read<A, T> {
  /** The spec's texts for each kind of failure (section 8). */
  messages: CallMessages;
  /**
   * What the screens need from a successful answer; runs in the query function, so it is what is cached.
   * It does not run for a read cancelled before its answer arrived.
   */
  select: (answer: A) => T | Promise<T>;
}

type Call = (
  path: string,
  init: { body?: unknown; signal: AbortSignal },
) => Promise<{ data?: { success?: boolean; errors?: string }; error?: unknown; response: Response }>;

function callOf(method: ReadMethod): Call {
  // The key's path and body were typed when the key was built; the call cannot re-check a generic path.
  return (method === 'get' ? api.GET : api.POST) as unknown as Call;
}

/** TanStack Query options for the read named by `key`. */
export function apiQuery<K extends AnyApiKey, T>(key: K, { messages, select }: Read<Answer<K>, T>) {
  const [method, path, init] = key;
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await expectSuccess(callOf(method)(path, { ...init, signal }), messages);
      // A read cancelled while its answer was on the way (Logout) keeps nothing: `select` may write the
      // session, and the fetch is not always abortable by then.
      signal.throwIfAborted();
      return select(answer as Answer<K>);
    },
  });
}

/** What every read hook takes: `enabled` false waits (no session yet, a visitor, a missing id). */
export interface ReadOptions {
  enabled?: boolean;
}
