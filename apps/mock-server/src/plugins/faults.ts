import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, faultBody, noSuccessBody } from '../contract/error-bodies';
import type { Deviation } from '../worlds/faults';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook of product operations in mock mode: answers as the world's fault says, if any. */
    injectFault: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** A deviation the world's fault applies to this request's answer (after its handler ran). */
    deviation: { kind: Deviation; msisdn?: string; balanceBefore?: number } | null;
  }
}

/** A success status no operation of the contract documents. */
const UNDOCUMENTED_STATUS = 202;

/**
 * The faults the control API puts on a world's operations (PUT /__mock/faults): a delay, a documented
 * failure status, a 200 without success, or a deliberate deviation from the contract (for proving the
 * conformance kit reports it). Each counts down its `times`, if it has one.
 */
export const faultsPlugin = fp(
  async (app) => {
    app.decorateRequest('deviation', null);

    /** Before the handler: the balance a double credit compares with, for the token's subscriber. */
    async function startDeviation(request: FastifyRequest, kind: Deviation) {
      request.deviation = { kind };
      if (kind !== 'double-credit') return;
      const session = app.sessionFor(request);
      try {
        const { msisdn } = await app.authenticate(request, session);
        request.deviation = { kind, msisdn, balanceBefore: session.store.balance(msisdn) };
      } catch {
        // No valid token: the call is refused anyway, so nothing is credited twice.
      }
    }

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
      if (fault.deviation === 'server-error') {
        return reply.status(500).send(errorBody(spec, 500, 'Internal server error'));
      }
      if (fault.deviation) return startDeviation(request, fault.deviation);
      if (fault.status) return reply.status(fault.status).send(faultBody(spec, fault.status));
      const unsuccessful = fault.noSuccess ? noSuccessBody(spec, { bare: fault.bare }) : undefined;
      if (unsuccessful) return reply.status(200).send(unsuccessful);
    });

    // After the handler, before the spec profile's cut (registered later): the answer made to deviate.
    app.addHook('preSerialization', async (request, reply, payload) => {
      const deviation = request.deviation;
      if (!deviation || reply.statusCode >= 300) return payload;
      switch (deviation.kind) {
        case 'wrong-shape':
          return [payload];
        case 'undocumented-status':
          reply.status(UNDOCUMENTED_STATUS);
          return payload;
        case 'missing-header':
          for (const header of request.routeOptions.config.operation?.responses.get(reply.statusCode)
            ?.headers ?? [])
            reply.removeHeader(header.name);
          return payload;
        case 'double-credit': {
          const { msisdn, balanceBefore } = deviation;
          if (msisdn === undefined || balanceBefore === undefined) return payload;
          const store = app.sessionFor(request).store;
          const credited = store.balance(msisdn) - balanceBefore;
          if (credited > 0) store.subscribers.adjust(msisdn, credited);
          return payload;
        }
        default:
          return payload;
      }
    });
  },
  { name: 'faults', dependencies: ['sessions', 'auth'] },
);
