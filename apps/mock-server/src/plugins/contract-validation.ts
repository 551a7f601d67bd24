import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadedFile } from '../areas/handler-types';
import { errorBody } from '../contract/error-bodies';
import { describeErrors, unsupportedType } from '../contract/messages';
import type { OperationSpec } from '../contract/operations';
import { HttpError } from './errors';
import { readMultipart } from './multipart';

/** A request's input once the contract has accepted it. */
export interface RequestInput {
  body: unknown;
  query: Record<string, unknown>;
  files: UploadedFile[];
}

/** What a handler answers: a status the contract documents, its body, and any headers. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler of every operation: checks the query and body against the contract, sets request.input. */
    validateRequest: preHandlerAsyncHookHandler;
    /**
     * Whether an answer is one the contract documents (its schema, its required headers), when
     * RESPONSE_VALIDATION is on; otherwise it answers 500 itself and logs OFF-CONTRACT RESPONSE.
     */
    checkAnswer(request: FastifyRequest, reply: FastifyReply, spec: OperationSpec, answer: Answer): boolean;
  }
  interface FastifyRequest {
    input: RequestInput | null;
  }
}

const JSON_BODY = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Reads and checks a request's body by its operation's kind of body. */
async function readBody(spec: OperationSpec, request: FastifyRequest) {
  if (spec.bodyKind === 'multipart') {
    const { fields, files } = await readMultipart(spec, request);
    return { body: fields as unknown, files };
  }
  const body = request.body;
  if (spec.bodyKind === 'json' && body === undefined) {
    if (spec.bodyRequired) throw new HttpError(400, 'body must be a JSON object');
  } else if (spec.bodyKind === 'json' && !JSON_BODY.test(request.headers['content-type'] ?? '')) {
    // Fastify parses text/plain too: a JSON operation answers 415 for it, like for any other type.
    throw new HttpError(415, unsupportedType(spec.bodyKind, request));
  } else if (spec.bodyKind === 'none' && body !== undefined) {
    throw new HttpError(400, 'body must be empty');
  }
  return { body, files: [] };
}

/**
 * Requests and answers checked against the contract (Ajv 2020, compiled by @esr/contract): bodies are
 * neither coerced nor stripped, query strings are coerced (they are text). A refusal names the field.
 */
export const contractValidationPlugin = fp(
  async (app) => {
    app.decorateRequest('input', null);

    app.decorate('validateRequest', async (request: FastifyRequest) => {
      const spec = request.routeOptions.config.operation!;
      const query = { ...(request.query as Record<string, unknown>) };
      if (!spec.validateQuery(query)) {
        throw new HttpError(400, describeErrors('querystring', spec.validateQuery.errors));
      }
      const { body, files } = await readBody(spec, request);
      if (spec.validateBody && body !== undefined && !spec.validateBody(body)) {
        throw new HttpError(400, describeErrors('body', spec.validateBody.errors));
      }
      request.input = { body, query, files };
    });

    const { responseValidation } = app.config;
    app.decorate(
      'checkAnswer',
      (request: FastifyRequest, reply: FastifyReply, spec: OperationSpec, answer: Answer) => {
        if (!responseValidation) return true;
        const response = spec.responses.get(answer.status);
        const valid = response?.validate ? response.validate(answer.body) : false;
        const missingHeader = response?.headers.find(
          (header) => header.required && !answer.headers?.[header.name],
        )?.name;
        if (response && valid && !missingHeader) return true;
        request.log.error(
          {
            operationId: spec.operationId,
            status: answer.status,
            errors: response?.validate?.errors,
            missingHeader,
          },
          'OFF-CONTRACT RESPONSE',
        );
        const message = `Off-contract response from ${spec.operationId} (${answer.status})`;
        reply.status(500).send(errorBody(spec, 500, message));
        return false;
      },
    );
  },
  { name: 'contract-validation' },
);
