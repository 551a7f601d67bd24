import { readFileSync } from 'node:fs';
import { contractFile, parseYaml } from '@esr/contract/load';
import { operationsOf, resolve, type Json } from '@esr/contract/openapi';
import { describe, expect, it } from 'vitest';
import { ORDERINGS } from '../src/checks/ordering';

// Every ordering the contract states in words is one the kit checks (src/checks/ordering.ts).

const doc = parseYaml(readFileSync(contractFile, 'utf8'));
/** The words that state an order: 'best first', 'newest first', 'the first item is...', 'first in the list'. */
const STATES_ORDER =
  /\b(best|newest|oldest|latest|highest|lowest) first\b|\bfirst item is\b|\bfirst in the list\b/i;

function textsOf(op: Json): string[] {
  const responses = Object.values((op.responses ?? {}) as Record<string, Json>).map((r) => resolve(doc, r));
  return [op.summary, op.description, ...responses.map((r) => r.description)].filter(
    (t): t is string => typeof t === 'string',
  );
}

describe('the orderings the contract states', () => {
  it('are each checked by the kit', () => {
    const stating = operationsOf(doc)
      .filter(({ op }) => textsOf(op).some((text) => STATES_ORDER.test(text)))
      .map(({ id }) => id)
      .sort();
    expect(stating).toContain('getLeaderboard');
    expect(stating).toEqual(Object.keys(ORDERINGS).sort());
  });

  it('quote the contract', () => {
    for (const [id, { stated }] of Object.entries(ORDERINGS)) {
      const op = operationsOf(doc).find((o) => o.id === id)!.op;
      expect(
        textsOf(op).some((text) => text.includes(stated)),
        id,
      ).toBe(true);
    }
  });
});
