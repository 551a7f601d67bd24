import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contract, OperationSpec } from '../../contract/operations';
import type { Answer } from '../../plugins/contract-validation';
import { multipartPlugin } from '../../plugins/multipart';
import { rateLimitOf } from '../../plugins/rate-limit';
import { uploadSlots } from '../../plugins/upload-slots';
import { bindOperations, type BindOptions } from '../operation-route';
import type { HandlerContext, OperationId } from '../../areas/handler-types';
import { handlers } from './handlers';

type AnyHandler = (ctx: HandlerContext<OperationId>) => Answer | Promise<Answer>;

/** What a product handler is given: the request's world, its subscriber and its accepted input. */
function contextOf(app: FastifyInstance, request: FastifyRequest): HandlerContext<OperationId> {
  const session = app.sessionFor(request);
  const { body, query, files } = request.input!;
  return {
    store: session.store,
    msisdn: request.claims?.msisdn ?? '',
    gn: request.claims?.gn ?? 0,
    identity: app.identityOf(request),
    body: body as HandlerContext<OperationId>['body'],
    query,
    files,
    uploads: session.uploads,
    issueToken: app.tokenIssuerFor(session),
    fieldVitals: app.fieldVitals,
  };
}

/** The product API (openapi/openapi.yaml) under /api: each operation bound to its handler. */
export async function apiRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const { mockMode, tokenRateLimit } = app.config;
  /** The token's subscriber in its world: whom per-subscriber limits count (after the token check). */
  const subscriberOf = (request: FastifyRequest) =>
    `${app.sessionFor(request).id}:${request.claims?.msisdn ?? ''}`;
  const options: BindOptions = {
    run: (spec) => {
      const id = spec.operationId as OperationId;
      // Looked up per call, so a test can stand in for one. Each handler takes its own operation's
      // context: the contract accepted this request for it.
      return (request) => (handlers[id] as AnyHandler)(contextOf(app, request));
    },
    config: (spec) => ({ journal: true, ...rateLimitOf(spec.operationId, tokenRateLimit, subscriberOf) }),
    // Faults exist in mock mode only (the control API sets them).
    before: (spec) => [...(mockMode ? [app.injectFault] : []), ...(spec.secured ? [app.requireToken] : [])],
  };
  const isUpload = (spec: OperationSpec) => spec.bodyKind === 'multipart';
  bindOperations(
    app,
    contract,
    contract.operations.filter((spec) => !isUpload(spec)),
    options,
  );
  await app.register(async (uploads) => {
    await uploads.register(multipartPlugin);
    // After the token check (onRequest), before the body is read: a subscriber's uploads at once.
    uploads.addHook('preHandler', uploadSlots(subscriberOf));
    bindOperations(uploads, contract, contract.operations.filter(isUpload), options);
  });
}
