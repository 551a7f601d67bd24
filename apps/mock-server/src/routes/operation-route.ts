import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Contract, OperationSpec } from '../contract/operations';
import type { Answer } from '../plugins/contract-validation';

export interface BindOptions {
  /** What runs an operation: its handler, given the request the contract has accepted. */
  run(spec: OperationSpec): (request: FastifyRequest) => Answer | Promise<Answer>;
  /** Route config besides the operation (journal, rate limit). */
  config?(spec: OperationSpec): Record<string, unknown>;
  /** preHandlers that run before the request is validated (faults, the bearer token). */
  before?(spec: OperationSpec): preHandlerAsyncHookHandler[];
}

/**
 * The contract binder, for the product API and the control API alike: one route per operation at its
 * path under the contract's base path; the request is checked against the contract before its
 * handler runs (plugins/contract-validation.ts), the answer after (plugins/answer-cache.ts).
 */
export function bindOperations(
  app: FastifyInstance,
  contract: Contract,
  operations: readonly OperationSpec[],
  options: BindOptions,
): void {
  for (const spec of operations) {
    const run = options.run(spec);
    app.route({
      method: spec.method,
      url: `${contract.basePath}${spec.path}`,
      config: { operation: spec, ...options.config?.(spec) },
      preHandler: [...(options.before?.(spec) ?? []), app.validateRequest],
      handler: async (request, reply) => app.sendAnswer(request, reply, spec, await run(request)),
    });
  }
}
