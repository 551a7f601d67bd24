import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bodyLimitOf } from '../contract/body-limits';
import type { Contract, OperationSpec } from '../contract/operations';
import type { Answer } from '../plugins/contract-validation';

export interface BindOptions {
  /** What runs an operation: its handler, given the request the contract has accepted. */
  run(spec: OperationSpec): (request: FastifyRequest) => Answer | Promise<Answer>;
  /** Route config besides the operation (journal, rate limit). */
  config?(spec: OperationSpec): Record<string, unknown>;
  /** Hooks that run before the body is read (faults, the bearer token): a refusal costs no parsing. */
  before?(spec: OperationSpec): onRequestAsyncHookHandler[];
}

/**
 * The contract binder, for the product API and the control API alike: one route per operation at its
 * path under the contract's base path, with its own body limit (contract/body-limits.ts); the
 * request is checked against the contract before its handler runs (plugins/contract-validation.ts),
 * the answer after (plugins/answer-cache.ts).
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
      bodyLimit: bodyLimitOf(spec),
      onRequest: options.before?.(spec) ?? [],
      preHandler: app.validateRequest,
      handler: async (request, reply) => app.sendAnswer(request, reply, spec, await run(request)),
    });
  }
}
