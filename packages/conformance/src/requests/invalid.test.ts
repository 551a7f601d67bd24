import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/load';
import { invalidInputs, seedFor } from './invalid';
import { isValidInput } from './plan';

const contract = loadContract();
const jsonOperations = contract.operations.filter((op) => op.body?.kind === 'json');

const inputsFor = (operationId: string, seed: number) => {
  const op = contract.byId.get(operationId)!;
  return invalidInputs(op.body!.schema, {
    seed,
    runs: 40,
    extraFields: true,
    nonObjects: true,
    isValid: (v) => isValidInput(op, v),
  });
};

describe('invalidInputs', () => {
  it.each(jsonOperations.map((op) => op.operationId))('writes only inputs that break the %s schema', (id) => {
    const inputs = inputsFor(id, 7);
    expect(inputs.length).toBeGreaterThan(0);
    const op = contract.byId.get(id)!;
    expect(inputs.filter((bad) => op.body!.validate(bad.value))).toEqual([]);
  });

  it('breaks a schema every way it can be broken', () => {
    const mutations = new Set(
      inputsFor('enterEslGame', 3).map((bad) => bad.mutation.replace(/'[^']+'/, 'F')),
    );
    for (const kind of [
      'missing required F',
      'an unknown field',
      'F of the wrong type',
      'F above its maximum',
      'F below its minimum',
      'a body that is not an object',
    ]) {
      expect(mutations).toContain(kind);
    }
  });

  it('writes the same inputs for the same seed and others for another', () => {
    expect(inputsFor('tournamentCheckin', 11)).toEqual(inputsFor('tournamentCheckin', 11));
    expect(inputsFor('tournamentCheckin', 12)).not.toEqual(inputsFor('tournamentCheckin', 11));
  });

  it('gives each operation a seed of its own', () => {
    expect(seedFor(1, 'redeemItem')).not.toBe(seedFor(1, 'redeemClaim'));
    expect(seedFor(1, 'redeemItem')).toBe(seedFor(1, 'redeemItem'));
  });
});
