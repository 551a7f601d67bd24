import fp from 'fastify-plugin';
import { MAX_JSON_DEPTH } from '../contract/body-limits';
import { nestsDeeperThan, tooDeep } from '../security/json-depth';
import { HttpError } from './errors';

/**
 * The JSON body parser of every route: Fastify's own (prototype and constructor poisoning refused), after a scan of
 * the raw bytes that refuses a body nesting deeper than MAX_JSON_DEPTH with a 400, before anything
 * parses it (issue 41, finding 2). The body limit is the route's, as before (contract/body-limits.ts).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    // Fastify's defaults: a body with __proto__ or constructor.prototype is refused.
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) return done(new HttpError(400, tooDeep(MAX_JSON_DEPTH)));
      parse(request, bytes.toString('utf8'), done);
    });
  },
  { name: 'json-body', dependencies: ['errors'] },
);
