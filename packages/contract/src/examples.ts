import { isObject, operationsOf, resolve, type Json } from './openapi';

export interface ExampleRef {
  operationId: string;
  /** 'request', or the response's status. */
  where: 'request' | string;
  name: string;
  /** The schema the value must match (a component `$ref` or an inline schema). */
  schema: Json;
  example: Json;
}

const examplesIn = (value: unknown): [string, Json][] =>
  Object.entries(isObject(value) ? value : {}).filter((entry): entry is [string, Json] => isObject(entry[1]));

/** Every named example of the contract's operations: request bodies, parameters and responses. */
export function examplesOf(doc: Json): ExampleRef[] {
  const found: ExampleRef[] = [];
  for (const { id, op } of operationsOf(doc)) {
    for (const raw of (op.parameters ?? []) as Json[]) {
      const parameter = resolve(doc, raw);
      for (const [name, example] of examplesIn(parameter.examples)) {
        found.push({ operationId: id, where: 'request', name, schema: parameter.schema as Json, example });
      }
    }
    for (const media of Object.values((resolve(doc, op.requestBody).content ?? {}) as Record<string, Json>)) {
      for (const [name, example] of examplesIn(media.examples)) {
        found.push({ operationId: id, where: 'request', name, schema: media.schema as Json, example });
      }
    }
    for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
      for (const media of Object.values((resolve(doc, raw).content ?? {}) as Record<string, Json>)) {
        for (const [name, example] of examplesIn(media.examples)) {
          found.push({ operationId: id, where: status, name, schema: media.schema as Json, example });
        }
      }
    }
  }
  return found;
}
