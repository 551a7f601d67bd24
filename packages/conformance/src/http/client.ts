import type { OperationContract } from '../contract/load';
import type { Exchange, RecordedRequest, RecordedResponse } from '../model';

// The only place the kit speaks HTTP. Every call is recorded (request, response) for the reports, with
// tokens shortened: a report is shared, a token is a credential.

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Uint8Array;
}

export interface CallOptions {
  /** A token for `Authorization: Bearer`; null sends no Authorization header. */
  token?: string | null;
  /** A raw Authorization header value (for the auth checks' malformed headers). */
  authorization?: string;
  json?: unknown;
  form?: { fields: Record<string, string>; files: FilePart[] };
  /** A body sent as is, with its content type (for malformed JSON). */
  raw?: { contentType: string; text: string };
  query?: Record<string, string | number | boolean>;
}

export interface ClientOptions {
  /** Extra headers sent with every call (an API gateway's key, a test session id). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const BODY_LIMIT = 4000;

/** Response headers as received, kept out of the recorded exchange that reports print. */
const unredacted = new WeakMap<Exchange, Record<string, string>>();
/** The order calls were sent in (calls sent at once end in any order). */
const sendOrder = new WeakMap<Exchange, number>();
let sent = 0;

/** A token cut to its first characters: enough to tell two apart, useless to anyone who reads it. */
export function redactToken(token: string): string {
  return token.length > 16 ? `${token.slice(0, 12)}…(${token.length} chars)` : token;
}

function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      const lower = name.toLowerCase();
      if (lower === 'authorization')
        return [name, value.replace(/^(\S+\s+)(.*)$/, (_, s, t) => s + redactToken(t))];
      if (lower === 'access_token') return [name, redactToken(value)];
      return [name, value];
    }),
  );
}

function describeForm(form: NonNullable<CallOptions['form']>): string {
  const fields = Object.entries(form.fields).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  const files = form.files.map((f) => `${f.field}=<${f.type} file ${f.filename}, ${f.data.length} bytes>`);
  return `multipart/form-data: ${[...fields, ...files].join('; ')}`;
}

function encodeBody(options: CallOptions): {
  body?: RequestInit['body'];
  contentType?: string;
  shown?: string;
} {
  if (options.raw)
    return { body: options.raw.text, contentType: options.raw.contentType, shown: options.raw.text };
  if (options.form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(options.form.fields)) data.append(name, value);
    for (const file of options.form.files) {
      data.append(file.field, new Blob([file.data], { type: file.type }), file.filename);
    }
    return { body: data, shown: describeForm(options.form) };
  }
  if (options.json !== undefined) {
    const text = JSON.stringify(options.json);
    return { body: text, contentType: 'application/json', shown: text };
  }
  return {};
}

async function readResponse(response: Response): Promise<RecordedResponse> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… (${text.length} chars)` : text,
    json,
  };
}

export class HttpClient {
  readonly apiUrl: string;

  constructor(
    apiUrl: string,
    private readonly options: ClientOptions = {},
  ) {
    this.apiUrl = apiUrl.replace(/\/$/, '');
  }

  urlFor(op: OperationContract, query?: CallOptions['query']): string {
    const url = new URL(`${this.apiUrl}${op.path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
    return url.href;
  }

  async call(op: OperationContract, options: CallOptions = {}): Promise<Exchange> {
    const { body, contentType, shown } = encodeBody(options);
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    if (contentType) headers['content-type'] = contentType;
    const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
    if (authorization !== undefined) headers.authorization = authorization;
    const url = this.urlFor(op, options.query);
    const request: RecordedRequest = { method: op.method, url, headers: redactHeaders(headers), body: shown };
    const order = (sent += 1);
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(url, {
        method: op.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      const recorded = await readResponse(response);
      const exchange: Exchange = {
        operationId: op.operationId,
        request,
        response: { ...recorded, headers: redactHeaders(recorded.headers) },
        durationMs: took(),
      };
      unredacted.set(exchange, recorded.headers);
      sendOrder.set(exchange, order);
      return exchange;
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code;
      const message = `${(error as Error).message}${cause ? ` (${cause})` : ''}`;
      const exchange = { operationId: op.operationId, request, error: message, durationMs: took() };
      sendOrder.set(exchange, order);
      return exchange;
    }
  }
}

/** When an exchange's request was sent, as a rank among the run's calls. */
export const sendOrderOf = (exchange: Exchange): number => sendOrder.get(exchange) ?? 0;

/** The unredacted response headers of an exchange (the kit needs the real token it was given). */
export function rawHeadersOf(exchange: Exchange): Record<string, string> {
  return unredacted.get(exchange) ?? {};
}
