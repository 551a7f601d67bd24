import { UpstreamFailure, type Upstream, type UpstreamAnswer, type UpstreamCall } from './upstream';

/** An answer larger than this is not read (the contract's largest lists are a few hundred KB). */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

async function readCapped(response: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      throw new UpstreamFailure(502, `The upstream's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // fetch has decoded the body: its encoding and length are no longer the bytes we hold.
  delete headers['content-encoding'];
  delete headers['content-length'];
  return headers;
}

function failureOf(error: unknown, url: string, timeoutMs: number, closing: AbortSignal): UpstreamFailure {
  if (error instanceof UpstreamFailure) return error;
  if (closing.aborted) return new UpstreamFailure(502, 'The proxy is shutting down');
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new UpstreamFailure(
      504,
      `The upstream did not answer within ${timeoutMs} ms (UPSTREAM_TIMEOUT_MS)`,
    );
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error as Error).message;
  return new UpstreamFailure(502, `The upstream ${new URL(url).origin} could not be reached (${why})`);
}

/**
 * A backend over HTTP, with Node's own fetch (undici, in Node 20; no dependency). The URL is always
 * UPSTREAM_URL + a contract path: nothing a client sends chooses the host. Redirects are not followed.
 * `closing` ends every call in flight when the server closes: a shutdown never waits on the upstream.
 */
export function httpUpstream(url: string, timeoutMs: number, closing: AbortSignal): Upstream {
  const baseUrl = url.replace(/\/+$/, '');
  return {
    source: baseUrl,
    mode: 'proxy',
    async send(call: UpstreamCall): Promise<UpstreamAnswer> {
      const url = `${baseUrl}${call.path}${call.query ? `?${call.query}` : ''}`;
      try {
        const response = await fetch(url, {
          method: call.method,
          headers: call.headers,
          body: call.body as RequestInit['body'],
          // A streamed body (an upload) needs it; a buffer ignores it.
          duplex: 'half',
          redirect: 'manual',
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), closing]),
        } as RequestInit);
        return { status: response.status, headers: headersOf(response), body: await readCapped(response) };
      } catch (error) {
        throw failureOf(error, url, timeoutMs, closing);
      }
    },
  };
}
