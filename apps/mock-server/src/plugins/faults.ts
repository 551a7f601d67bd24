import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { faultBody, noSuccessBody } from '../contract/error-bodies';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler of product operations in mock mode: answers as the world's fault says, if any. */
    injectFault: preHandlerAsyncHookHandler;
  }
}

/**
 * The faults the control API puts on a world's operations (PUT /__mock/faults): a delay, a documented
 * failure status, or a 200 without success. Each counts down its `times`, if it has one.
 */
export const faultsPlugin = fp(
  async (app) => {
    app.decorate('injectFault', async (request: FastifyRequest, reply: FastifyReply) => {
      const spec = request.routeOptions.config.operation;
      if (!spec) return;
      const faults = app.sessionFor(request).faults;
      const fault = faults.get(spec.operationId);
      if (!fault) return;
      if (fault.remaining !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(spec.operationId);
      }
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) return reply.status(fault.status).send(faultBody(spec, fault.status));
      const unsuccessful = fault.noSuccess ? noSuccessBody(spec, { bare: fault.bare }) : undefined;
      if (unsuccessful) return reply.status(200).send(unsuccessful);
    });
  },
  { name: 'faults', dependencies: ['sessions'] },
);
