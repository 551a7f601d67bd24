import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationSpec } from '../contract/operations';
import { COMPRESS_THRESHOLD, compressText, negotiatedEncoding, type Encoding } from './compress';
import type { Answer } from './contract-validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a handler's answer: checked against the contract, or its checked JSON reused (below). */
    sendAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      spec: OperationSpec,
      answer: Answer,
    ): FastifyReply;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer's checked JSON, and its compressed forms once a client has asked for them. */
interface ReadyAnswer {
  json: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The frozen value an answer is built around: the body itself, or its `data`. Frozen values are the
 * store's cached reads (StoreContext.readCached): the same object for every request until a write.
 */
function frozenPartOf(body: unknown): object | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if (Object.isFrozen(body)) return body;
  const data = (body as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
}

/**
 * What tells apart the answers built around one frozen value: the operation, the status and the rest
 * of the body (small: `success`, a `message`). Undefined when the rest holds an object, which could
 * change without the frozen part changing.
 */
function wrapperKey(operationId: string, status: number, body: unknown, frozen: object): string | undefined {
  if (body === frozen) return `${operationId} ${status}`;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'data') continue;
    if (typeof value === 'object' && value !== null) return undefined;
    rest[key] = value;
  }
  return `${operationId} ${status} ${JSON.stringify(rest)}`;
}

/**
 * The answer cache: the hot reads are validated, serialized (and compressed, per encoding asked for)
 * once per change of their frozen value instead of once per request. Kept with the value (a WeakMap),
 * so it goes when the store's read cache lets the value go.
 */
export const answerCachePlugin = fp(
  async (app) => {
    const ready = new WeakMap<object, Map<string, ReadyAnswer>>();

    const sendReady = (request: FastifyRequest, reply: FastifyReply, status: number, answer: ReadyAnswer) => {
      reply.status(status).type(JSON_TYPE);
      const encoding = answer.compressible ? negotiatedEncoding(request) : undefined;
      if (!encoding) return reply.send(answer.json);
      // Set here, @fastify/compress leaves the answer as it is.
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send((answer.encoded[encoding] ??= compressText(encoding, answer.json)));
    };

    app.decorate(
      'sendAnswer',
      (request: FastifyRequest, reply: FastifyReply, spec: OperationSpec, answer: Answer) => {
        const frozen = answer.headers ? undefined : frozenPartOf(answer.body);
        const key = frozen && wrapperKey(spec.operationId, answer.status, answer.body, frozen);
        const known = frozen && key ? ready.get(frozen)?.get(key) : undefined;
        if (known) return sendReady(request, reply, answer.status, known);

        if (!app.checkAnswer(request, reply, spec, answer)) return reply;
        if (answer.headers) reply.headers(answer.headers);
        if (!frozen || !key) return reply.status(answer.status).send(answer.body);
        const json = JSON.stringify(answer.body);
        const entry = { json, compressible: Buffer.byteLength(json) >= COMPRESS_THRESHOLD, encoded: {} };
        let byKey = ready.get(frozen);
        if (!byKey) ready.set(frozen, (byKey = new Map()));
        byKey.set(key, entry);
        return sendReady(request, reply, answer.status, entry);
      },
    );
  },
  { name: 'answer-cache', dependencies: ['contract-validation'] },
);
