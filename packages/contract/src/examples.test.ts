import { describe, expect, it } from 'vitest';
import { examplePairs, examplesOf } from './examples';
import { loadContract } from './load';
import { componentSchemas, operationsOf, resolve, type Json } from './openapi';
import { compileContract } from './operations';

const contract = loadContract();
const examples = examplesOf(contract);
const operations = operationsOf(contract);
const pairs = examplePairs(contract);

// The validator the mock server and the conformance kit use (./operations.ts): Ajv 2020, formats on.
const validatorFor = compileContract(contract, { allErrors: true }).compile;

describe('the examples of openapi/openapi.yaml', () => {
  it.each(examples.map((e) => [e.operationId, e.where, e.name, e] as const))(
    '%s %s example %s matches its schema',
    (_id, _where, _name, { schema, example }) => {
      const validate = validatorFor(schema);
      expect(validate(example.value), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('gives every documented status of every operation a response example', () => {
    const missing = operations.flatMap(({ id, op }) =>
      Object.keys(op.responses as Json)
        .filter((status) => !examples.some((e) => e.operationId === id && e.where === status))
        .map((status) => `${id} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  // Specmatic, Microcks and Prism pair a request example with the response example of the same name: that
  // response's status is the one the request leads to (docs/decisions/1040-contract-tools.md).
  it('pairs every request example with exactly one response example of the same name', () => {
    const requests = examples.filter((e) => e.where === 'request');
    const wrong = requests
      .map((r) => ({
        r,
        statuses: pairs.filter((p) => p.operationId === r.operationId && p.name === r.name),
      }))
      .filter(({ statuses }) => statuses.length !== 1)
      .map(
        ({ r, statuses }) =>
          `${r.operationId} ${r.name}: ${statuses.map((p) => p.status).join(',') || 'none'}`,
      );
    expect(wrong).toEqual([]);
  });

  it('pairs every success example with a request example of the same name, when the call takes input', () => {
    // Without one, Specmatic makes up requests of its own for that response.
    const unpaired = examples
      .filter((e) => /^2/.test(e.where))
      .filter(({ operationId }) =>
        examples.some((r) => r.operationId === operationId && r.where === 'request'),
      )
      .filter(
        ({ operationId, name }) =>
          !examples.some((r) => r.operationId === operationId && r.where === 'request' && r.name === name),
      )
      .map((e) => `${e.operationId} ${e.where} ${e.name}`);
    expect(unpaired).toEqual([]);
  });

  it('gives each paired response an example of every header it requires, under the same name', () => {
    const missing = pairs.flatMap((pair) => {
      const op = operations.find((o) => o.id === pair.operationId)!.op;
      const response = resolve(contract, (op.responses as Json)[String(pair.status)]);
      return Object.entries((response.headers ?? {}) as Record<string, Json>)
        .filter(([name, header]) => header.required === true && pair.headers[name] === undefined)
        .map(([name]) => `${pair.operationId} ${pair.status} ${pair.name}: ${name}`);
    });
    expect(pairs.some((p) => Object.keys(p.headers).length > 0)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('has no x-expect-status left: the pairing says the status', () => {
    expect(examples.filter((e) => 'x-expect-status' in e.example).map((e) => e.name)).toEqual([]);
  });

  it("keeps the schemas' own examples valid too", () => {
    for (const [name, schema] of Object.entries(componentSchemas(contract))) {
      for (const value of (schema.examples as unknown[] | undefined) ?? []) {
        expect(validatorFor({ $ref: `#/components/schemas/${name}` })(value), name).toBe(true);
      }
    }
  });

  it('refuses an example that breaks its schema', () => {
    const tournament = examples.find((e) => e.operationId === 'viewTournament' && e.where === '200')!;
    const broken = structuredClone(tournament.example.value) as { data: Json[] };
    delete broken.data[0]!.banner;
    expect(validatorFor(tournament.schema)(broken)).toBe(false);
  });
});
