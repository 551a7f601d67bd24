import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stripDesigned } from '@esr/contract/schema';
import type { Contract } from '../contract/operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the request's world answers on the spec profile (API_PROFILE, or /__mock/profile). */
    onSpecProfile(request: FastifyRequest): boolean;
  }
}

export interface SpecProfileOptions {
  /** openapi.yaml, read: its x-designed marks decide what the spec profile leaves out. */
  product: Contract;
}

/** A refusal of the request itself: not a missing token (401), a limit (429) or a server failure. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 429;

/**
 * The spec profile (docs/decisions/0970): the one place that decides what a world on it answers. Every
 * product answer, success or failure, loses the fields the contract marks x-designed (read along the
 * schema of the status it answers), before it is serialized; an operation whose refusals the spec words
 * as a body without a status (x-spec-profile: refusals-answer-200, redeem-item) answers them 200; a
 * designed operation the app cannot work
 * without (game select, Aim Train result) answers whole, and `x-spec-profile: keep` keeps a field whose
 * content the spec documents. Handlers never know the profile.
 */
export const specProfilePlugin = fp<SpecProfileOptions>(
  async (app, { product }) => {
    app.decorate('onSpecProfile', (request: FastifyRequest) => {
      try {
        return app.sessionFor(request).profile === 'spec';
      } catch {
        return false; // a malformed session id: its refusal is the mock's own answer
      }
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      const spec = request.routeOptions.config.operation;
      // Only the product API's operations: the control API is the mock's own.
      if (!spec || product.byId.get(spec.operationId) !== spec || spec.designed) return payload;
      if (!app.onSpecProfile(request)) return payload;
      const stripped = stripDesigned(product.doc, spec.responses.get(reply.statusCode)?.schema, payload);
      if (spec.refusalsAnswer200 && isRefusal(reply.statusCode)) reply.code(200);
      return stripped;
    });
  },
  { name: 'spec-profile', dependencies: ['sessions'] },
);
