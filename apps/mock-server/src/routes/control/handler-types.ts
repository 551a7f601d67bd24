import type { controlOperations } from '@esr/sdk/control';
import type { Contract } from '../../contract/operations';
import type { UpstreamConfig } from '../../config';
import type { Session } from '../../worlds/registry';

type Op = controlOperations;
export type ControlOperationId = keyof Op;

type BodyOf<K extends ControlOperationId> = Op[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : Op[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type OkBody<K extends ControlOperationId> = Op[K]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export interface ControlContext<K extends ControlOperationId> {
  /** The world the call acts on (its `x-mock-session`, or main). */
  session: Session;
  /** The body and query control.yaml accepted. */
  body: BodyOf<K>;
  query: Record<string, unknown>;
  /** The product contract (openapi.yaml): the operations faults may be put on. */
  product: Contract;
  /** Proxy mode's upstream (GET /drift names it); null when the mock answers. */
  upstream: UpstreamConfig | null;
}

/** One handler per control.yaml operation, answering its 200 body; a refusal throws HttpError(400). */
export type ControlHandlers = {
  [K in ControlOperationId]: (context: ControlContext<K>) => OkBody<K>;
};
