import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../contract/operations';
import { bindOperations } from '../operation-route';
import type { ControlContext, ControlOperationId } from './handler-types';
import { controlHandlers } from './handlers';

type AnyControlHandler = (context: ControlContext<ControlOperationId>) => unknown;

export interface ControlRoutesOptions {
  /** openapi/control.yaml, read. */
  contract: Contract;
  /** openapi/openapi.yaml, read: the operations faults are put on. */
  product: Contract;
}

/** The control API (openapi/control.yaml) under /__mock, bound by the same binder as the product API. */
export async function controlRoutes(app: FastifyInstance, { contract, product }: ControlRoutesOptions) {
  bindOperations(app, contract, contract.operations, {
    run: (spec) => {
      const id = spec.operationId as ControlOperationId;
      // Looked up per call, so a test can stand in for one. Each handler takes its own operation's
      // context: the contract accepted this request for it.
      return (request) => {
        const { body, query } = request.input!;
        const context = { session: app.sessionFor(request), body: body as never, query, product };
        return { status: 200, body: (controlHandlers[id] as AnyControlHandler)(context) };
      };
    },
  });
}
