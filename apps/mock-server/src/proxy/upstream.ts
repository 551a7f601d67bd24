/** A call the proxy makes: always a contract operation's method and path, never the client's URL. */
export interface UpstreamCall {
  operationId: string;
  method: string;
  /** The contract's path under its base path: '/api/v1/streak/get'. */
  path: string;
  /** The raw query string, without '?' ('' for none). */
  query: string;
  headers: Record<string, string>;
  body: Buffer | AsyncIterable<Buffer> | undefined;
}

export interface UpstreamAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Where answers come from in proxy mode: a backend over HTTP, or a recording of one. */
export interface Upstream {
  /** For logs and GET /__mock/drift: the URL, or the recording's file. */
  readonly source: string;
  readonly mode: 'proxy' | 'replay';
  send(call: UpstreamCall): Promise<UpstreamAnswer>;
}

/** The upstream could not give an answer: 502 (unreachable, too large, not recorded) or 504 (too slow). */
export class UpstreamFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}
