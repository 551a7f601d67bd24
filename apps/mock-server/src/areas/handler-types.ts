import type { operations } from '@esr/sdk';
import type { Uploads } from '../store/uploads';
import type { Areas } from './areas';
import type { FieldVitals } from './field-vitals/store';

/**
 * What a product handler is given and answers, typed from the contract's operations. It lives with the
 * areas, whose handlers use it; the routes (routes/api/) bind every area's handlers and build each
 * call's context (plugins/ supply its token issuer and files).
 */

type Op = operations;
export type OperationId = keyof Op;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBodyOf<K extends OperationId> = Op[K] extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : never
  : Op[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type Responses<K extends OperationId> = Op[K]['responses'];

/** What a handler answers: a status the contract documents for the operation, with its body type. */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K>]: {
    status: S;
    body: JsonContent<Responses<K>[S]>;
    headers?: Record<string, string>;
  };
}[keyof Responses<K>];

/** Signs an access token for a subscriber in the request's world (plugins/auth.ts). */
export type TokenIssuer = (msisdn: string, gn: 0 | 1) => Promise<string>;

/** A file of a multipart form, as the multipart reader hands it on (plugins/multipart.ts). */
export interface UploadedFile {
  field: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerContext<K extends OperationId> {
  /** The request's world: its areas (areas/areas.ts). */
  store: Areas;
  /** The subscriber from the token (empty for generateToken). */
  msisdn: string;
  /** The token's gn claim: 1 for a gamenow partner user (0 for generateToken). */
  gn: 0 | 1;
  /**
   * The msisdn the operator's gateway sets in IDENTITY_HEADER ('' when absent), or undefined when no
   * such header is configured.
   */
  identity: string | undefined;
  /** The body the contract accepted (a multipart form's text fields; its files are `files`). */
  body: RequestBodyOf<K>;
  query: Record<string, unknown>;
  /** A multipart form's files: every file the contract requires is there (plugins/multipart.ts). */
  files: UploadedFile[];
  uploads: Uploads;
  issueToken: TokenIssuer;
  /** The server's field figures: one board, not a world's (areas/field-vitals/store.ts). */
  fieldVitals: FieldVitals;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Reply<K> | Promise<Reply<K>>;
export type Handlers = { [K in OperationId]: Handler<K> };

/** A 200 answer. */
export const ok = <B>(body: B) => ({ status: 200 as const, body });
