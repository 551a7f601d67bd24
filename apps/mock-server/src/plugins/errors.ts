import fp from 'fastify-plugin';
import { errorBody } from '../contract/error-bodies';
import { unsupportedType } from '../contract/messages';
import type { OperationSpec } from '../contract/operations';
import { statusOfRefusal } from '../contract/refusals';
import { OPERATION_UPLOADS, UPLOAD_RULES } from '../contract/uploads';
import { StoreError } from '../store/store-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route implements (its error shapes, faults, journal...). */
    operation?: OperationSpec;
  }
}

/** A 4xx with a message for people, in the operation's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 413's message: the limit, from the contract (contract/body-limits.ts). */
export const bodyTooLarge = (limit: number) =>
  `The body is larger than ${limit} bytes, the most this call takes`;

type FailedRequestError = Error & { statusCode?: number; code?: string };

/**
 * One error handler: a store refusal or a 4xx says what was wrong, in the shape the contract gives
 * that status for the operation; a 5xx hides its details (and is logged). Unknown routes are 404 JSON.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FailedRequestError, request, reply) => {
      const spec = request.routeOptions.config.operation;
      if (error instanceof StoreError) {
        const status = statusOfRefusal(error);
        return reply.status(status).send(errorBody(spec, status, error.message, error.code, error.numbers));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send(errorBody(spec, 500, 'Internal server error'));
      }
      let message = error.message;
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        message = unsupportedType(spec?.bodyKind, request);
      } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        message = 'The body is not valid JSON';
      } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        message = bodyTooLarge(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0);
      } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        message = UPLOAD_RULES[OPERATION_UPLOADS[spec?.operationId ?? ''] ?? 'task'].tooLarge;
      }
      return reply.status(status).send(errorBody(spec, status, message));
    });

    app.setNotFoundHandler((request, reply) => {
      // A browser navigation to a route of the web app gets its document (src/routes/web/documents.ts).
      if (app.spaFallback?.(request, reply)) return reply;
      const path = request.url.split('?')[0];
      return reply.status(404).send({ success: false, message: `No route ${request.method} ${path}` });
    });
  },
  { name: 'errors' },
);
