import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, repoRoot } from './load';
import type { Json } from './openapi';
import { compileContract } from './operations';

// The one reading of a contract the mock server binds its routes with and the conformance kit checks
// servers against (docs/decisions/0570): a mistake here would hide in both, so it is tested on its own.

const product = compileContract(loadContract());
const control = compileContract(loadContract(join(repoRoot, 'openapi', 'control.yaml')));

/** A small contract with one operation of each kind of input. */
const tiny: Json = {
  openapi: '3.1.0',
  info: { title: 'tiny', version: '1' },
  servers: [{ url: '/api/' }],
  security: [{ bearer: [] }],
  paths: {
    '/items': {
      get: {
        operationId: 'listItems',
        security: [],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 9, default: 5 } }],
        responses: { '200': { description: 'ok' } },
      },
      post: {
        operationId: 'addItem',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Item' },
              examples: { one: { value: { name: 'a', size: 1 } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
        },
      },
      put: {
        operationId: 'uploadItem',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['file', 'name'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  photo: { type: 'string', format: 'binary' },
                  name: { type: 'string' },
                },
              },
            },
          },
        },
        responses: { '204': { description: 'stored' } },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'size'],
        properties: {
          name: { type: 'string', maxLength: 3 },
          size: { type: 'integer', 'x-designed': 'not in the spec' },
        },
      },
    },
  },
};

describe('compileContract', () => {
  it('reads every operation with its method, path under the base path, and whether it takes a token', () => {
    const contract = compileContract(tiny);
    expect(contract.basePath).toBe('/api');
    expect(
      contract.operations.map((op) => `${op.method} ${op.path} ${op.operationId} ${op.secured}`),
    ).toEqual(['GET /items listItems false', 'POST /items addItem true', 'PUT /items uploadItem true']);
  });

  it('validates JSON bodies without coercing, naming the first error, or every error when asked', () => {
    const first = compileContract(tiny).byId.get('addItem')!.body!;
    expect(first.kind).toBe('json');
    expect(first.validate({ name: 'a', size: 1 })).toBe(true);
    expect(first.validate({ name: 'a', size: '1' })).toBe(false);
    expect(first.validate({ name: 'long', size: '1' })).toBe(false);
    expect(first.validate.errors).toHaveLength(1);
    const all = compileContract(tiny, { allErrors: true }).byId.get('addItem')!.body!;
    expect(all.validate({ name: 'long', size: '1' })).toBe(false);
    expect(all.validate.errors).toHaveLength(2);
    expect(first.examples).toEqual([{ name: 'a', size: 1 }]);
  });

  it("validates a form's text fields, and names its file fields and the required ones", () => {
    const body = compileContract(tiny).byId.get('uploadItem')!.body!;
    expect(body).toMatchObject({
      kind: 'multipart',
      fileFields: ['file', 'photo'],
      requiredFileFields: ['file'],
    });
    expect(body.validate({ name: 'x' })).toBe(true);
    expect(body.validate({ name: 'x', other: 'y' })).toBe(false);
    expect(body.validate({})).toBe(false);
  });

  it('reads a query string as a server receives it: text coerced, defaults filled in, unknown parameters refused', () => {
    const { validateQuery } = compileContract(tiny).byId.get('listItems')!;
    const query: Record<string, unknown> = { limit: '7' };
    expect(validateQuery(query)).toBe(true);
    expect(query).toEqual({ limit: 7 });
    const empty: Record<string, unknown> = {};
    expect(validateQuery(empty)).toBe(true);
    expect(empty).toEqual({ limit: 5 });
    expect(validateQuery({ limit: 'seven' })).toBe(false);
    expect(validateQuery({ limit: '10' })).toBe(false);
    expect(validateQuery({ other: '1' })).toBe(false);
  });

  it("makes designed fields optional with the 'spec' profile only", () => {
    const answer = { name: 'a' };
    const full = compileContract(tiny).byId.get('addItem')!.responses.get(200)!;
    expect(full.schemaName).toBe('Item');
    expect(full.validate!(answer)).toBe(false);
    const spec = compileContract(tiny, { profile: 'spec' }).byId.get('addItem')!.responses.get(200)!;
    expect(spec.validate!(answer)).toBe(true);
  });
});

describe('the contracts of this repository', () => {
  it('reads openapi.yaml: the token call is open, its access_token header required, its claims checked', () => {
    expect(product.basePath).toBe('/api');
    const generateToken = product.byId.get('generateToken')!;
    expect(generateToken.secured).toBe(false);
    expect(product.byId.get('getProfile')!.secured).toBe(true);
    const header = generateToken.responses.get(200)!.headers[0]!;
    expect(header).toMatchObject({ name: 'access_token', required: true });
    expect(header.validateClaims!({ msisdn: 'not a number' })).toBe(false);
  });

  it('reads the daily entry upload as a form whose screenshot is required', () => {
    const body = product.byId.get('submitDailyEntry')!.body!;
    expect(body).toMatchObject({
      kind: 'multipart',
      fileFields: ['entryImage'],
      requiredFileFields: ['entryImage'],
    });
    expect(product.byId.get('completeProfile')!.body!.requiredFileFields).toEqual([]);
  });

  it('reads control.yaml under /__mock with its PUT and DELETE calls and its bounds', () => {
    expect(control.basePath).toBe('/__mock');
    expect(control.operations.map((op) => `${op.method} ${op.operationId}`)).toContain('DELETE clearFaults');
    const putFault = control.byId.get('putFault')!.body!.validate;
    expect(putFault({ operationId: 'listVideos', status: 500 })).toBe(true);
    expect(putFault({ operationId: 'listVideos' })).toBe(false);
    expect(putFault({ operationId: 'listVideos', status: 500, bare: true })).toBe(false);
    expect(putFault({ operationId: 'listVideos', delayMs: 60_001 })).toBe(false);
    const setClock = control.byId.get('setClock')!.body!.validate;
    expect(setClock({})).toBe(false);
    expect(setClock({ advanceDays: 3651 })).toBe(false);
    expect(setClock({ advanceDays: 0.5 })).toBe(true);
  });
});
