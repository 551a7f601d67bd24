import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small HTTP proxy in front of the real mock server: every request goes to the mock (in a session of
// its own, through x-mock-session), and a deviation may alter the request or the answer on the way.
// When the mock server gets control-API fault kinds for these deviations, a deviation becomes a PUT
// /__mock/faults and this proxy a plain session header: the tests' table of deviations stays the same.

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Forwarded {
  method: string;
  /** The path and query, as received. */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Deviation {
  /** Closes the connection without an answer (a crash, a gateway that drops the call). */
  drop?(request: Forwarded): boolean;
  /** Answers in the mock's place, without reaching it (a gateway whose backend is down). */
  intercept?(request: Forwarded): Answer | undefined;
  /** Waits this long before answering (a slow backend). */
  delayMs?(request: Forwarded): number;
  /** Changes a request before the mock sees it; `send` reaches the mock first (a check a backend makes). */
  request?(request: Forwarded, send: (request: Forwarded) => Promise<Answer>): Forwarded | Promise<Forwarded>;
  /** Changes the mock's answer; `send` reaches the mock again (in the same session). */
  answer?(
    request: Forwarded,
    answer: Answer,
    send: (request: Forwarded) => Promise<Answer>,
  ): Answer | Promise<Answer>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'content-encoding',
]);

const withoutHopByHop = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

async function readRequest(request: IncomingMessage): Promise<Forwarded> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
  );
  return { method: request.method ?? 'GET', url: request.url ?? '/', headers, body: Buffer.concat(chunks) };
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function startProxy(
  upstream: string,
  session: string,
  deviation: Deviation = {},
): Promise<Proxy> {
  const send = async (request: Forwarded): Promise<Answer> => {
    const response = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers: { ...withoutHopByHop(request.headers), 'x-mock-session': session },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const received = await readRequest(incoming);
    if (deviation.drop?.(received)) {
      outgoing.socket?.destroy();
      return;
    }
    const intercepted = deviation.intercept?.(received);
    if (intercepted) {
      outgoing.writeHead(intercepted.status, intercepted.headers);
      outgoing.end(intercepted.body);
      return;
    }
    const delay = deviation.delayMs?.(received) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const request = deviation.request ? await deviation.request(received, send) : received;
    const answered = await send(request);
    const answer = deviation.answer ? await deviation.answer(request, answered, send) : answered;
    outgoing.writeHead(answer.status, withoutHopByHop(answer.headers));
    outgoing.end(answer.body);
  };
  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy error: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The kit's fetch keeps connections open for reuse; they would hold close() up.
        server.closeAllConnections();
      }),
  };
}
