import type { operations } from '@esr/sdk';
import type { FieldVitals } from '../../areas/field-vitals/store';
import type { TokenIssuer } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import type { Store } from '../../worlds/world-store';
import type { Uploads } from '../../store/uploads';

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

export interface HandlerContext<K extends OperationId> {
  store: Store;
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
