import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadedFile } from '../areas/handler-types';
import type { OperationSpec } from '../contract/operations';
import { OPERATION_UPLOADS, UPLOAD_RULES } from '../contract/uploads';
import { HttpError } from './errors';

/**
 * Multipart bodies, for the scope it is registered in: @fastify/multipart adds an async onRequest and
 * onResponse hook to every request of its scope, so only the upload operations get it (and only they
 * accept multipart bodies; the others answer 415 for one).
 */
export const multipartPlugin = fp(
  async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
  },
  { name: 'multipart-uploads' },
);

/**
 * A multipart body's text fields and files. A file is streamed against its operation's size limit
 * and never buffered whole past it; a file field the contract does not have, or one it requires and
 * the body lacks, is a 400.
 */
export async function readMultipart(spec: OperationSpec, request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'The body must be multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const upload = OPERATION_UPLOADS[spec.operationId];
  const limit = upload ? UPLOAD_RULES[upload].maxBytes : 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit } })) {
      if (part.type === 'file') {
        if (!spec.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new HttpError(400, `body must NOT have additional property '${part.fieldname}'`);
        }
        // Throws FST_REQ_FILE_TOO_LARGE as soon as the stream passes the limit: never buffered whole.
        files.push({ field: part.fieldname, mimetype: part.mimetype, data: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The parser's own refusals (limits) carry a 4xx; anything else it throws is a body it could
    // not read (no boundary, cut short): the client's fault, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, `The multipart body is malformed: ${(error as Error).message}`);
  }
  const missing = spec.body?.requiredFileFields.find((field) => !files.some((f) => f.field === field));
  if (missing) throw new HttpError(400, `body must have required property '${missing}'`);
  return { fields, files };
}
