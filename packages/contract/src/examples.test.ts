import { describe, expect, it } from 'vitest';
import { examplesOf } from './examples';
import { loadContract } from './load';
import { componentSchemas, operationsOf, type Json } from './openapi';
import { compileContract } from './operations';

const contract = loadContract();
const examples = examplesOf(contract);
const operations = operationsOf(contract);

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

  it('says which documented status every request example leads to (x-expect-status)', () => {
    const wrong = examples
      .filter((e) => e.where === 'request')
      .filter(({ operationId, example }) => {
        const op = operations.find((o) => o.id === operationId)!.op;
        return !Object.keys(op.responses as Json).includes(String(example['x-expect-status']));
      })
      .map((e) => `${e.operationId} ${e.name}`);
    expect(wrong).toEqual([]);
  });

  it('pairs each success example with the request example of the same name, when the call takes input', () => {
    const unpaired = examples
      .filter((e) => /^2/.test(e.where))
      // A refusal that a 200 may carry (redeem-item's success false) pairs with no request of its own.
      .filter((e) => (e.example.value as { success?: unknown } | undefined)?.success !== false)
      .filter(({ operationId }) =>
        examples.some((r) => r.operationId === operationId && r.where === 'request'),
      )
      .filter(
        ({ operationId, where, name }) =>
          !examples.some(
            (r) =>
              r.operationId === operationId &&
              r.where === 'request' &&
              r.name === name &&
              String(r.example['x-expect-status']) === where,
          ),
      )
      .map((e) => `${e.operationId} ${e.where} ${e.name}`);
    expect(unpaired).toEqual([]);
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
