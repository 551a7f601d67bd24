import { loadContract } from '../load';
import type { Json } from '../openapi';

/** The contract as openapi/openapi.yaml has it, for tests to compare edits against. */
export const contract = loadContract();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits reach deep into plain YAML data
export type Doc = any;

/** A copy of the contract after an edit (the loaded one stays as it is). */
export function edited(edit: (doc: Doc) => void): Json {
  const doc = structuredClone(contract) as Doc;
  edit(doc);
  return doc as Json;
}

export const schemas = (doc: Doc) => doc.components.schemas;
