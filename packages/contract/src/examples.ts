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

/**
 * A request example and the response example of the same name, as Specmatic, Microcks and Prism's
 * `Prefer: example=` pair them; the response's status is the one the request leads to. An operation that
 * takes no input pairs each of its success examples with an empty request.
 */
export interface ExamplePair {
  operationId: string;
  method: string;
  path: string;
  name: string;
  /** The request example (a body's, or the query parameters' values by name); undefined: no input. */
  request?: unknown;
  /** The content type of the body the request example is for. */
  contentType?: string;
  /** A multipart body's file fields (format: binary): their example value is the file's name. */
  files?: string[];
  status: number;
  response: unknown;
  /** The response headers' examples of the same name. */
  headers: Record<string, unknown>;
}

/** The response examples named `name` of an operation, by status. */
function responsesNamed(
  doc: Json,
  op: Json,
  name: string,
): { status: number; value: unknown; headers: Json }[] {
  return Object.entries((op.responses ?? {}) as Record<string, Json>).flatMap(([status, raw]) => {
    const response = resolve(doc, raw);
    const media = Object.values((response.content ?? {}) as Record<string, Json>).find(
      (m) => isObject(m.examples) && isObject(m.examples[name]),
    );
    if (!media) return [];
    const headers = Object.fromEntries(
      Object.entries((response.headers ?? {}) as Record<string, Json>).flatMap(([header, raw]) => {
        const example = (resolve(doc, raw).examples as Json | undefined)?.[name];
        return isObject(example) ? [[header, example.value]] : [];
      }),
    );
    return [{ status: Number(status), value: ((media.examples as Json)[name] as Json).value, headers }];
  });
}

/** The request examples of an operation by name: its body's, or its query parameters' values. */
function requestExamples(
  doc: Json,
  op: Json,
): Map<string, { value: unknown; contentType?: string; files?: string[] }> {
  const found = new Map<string, { value: unknown; contentType?: string; files?: string[] }>();
  for (const [contentType, media] of Object.entries(
    (resolve(doc, op.requestBody).content ?? {}) as Record<string, Json>,
  )) {
    const properties = (resolve(doc, media.schema).properties ?? {}) as Record<string, Json>;
    const files = Object.keys(properties).filter(
      (name) => resolve(doc, properties[name]).format === 'binary',
    );
    for (const [name, example] of examplesIn(media.examples))
      found.set(name, { value: example.value, contentType, ...(files.length > 0 ? { files } : {}) });
  }
  for (const raw of (op.parameters ?? []) as Json[]) {
    const parameter = resolve(doc, raw);
    for (const [name, example] of examplesIn(parameter.examples)) {
      const query = (found.get(name)?.value ?? {}) as Json;
      found.set(name, { value: { ...query, [String(parameter.name)]: example.value } });
    }
  }
  return found;
}

/**
 * Every pair of the contract. A request example pairs with exactly one response example (the tests of
 * examples.test.ts say so); one that pairs with none or several is answered with every match found, so
 * the test can name it.
 */
export function examplePairs(doc: Json): ExamplePair[] {
  return operationsOf(doc).flatMap(({ id, method, path, op }) => {
    const base = { operationId: id, method: method.toUpperCase(), path };
    const requests = requestExamples(doc, op);
    if (requests.size > 0) {
      return [...requests].flatMap(([name, { value, contentType, files }]) =>
        responsesNamed(doc, op, name).map((r) => ({
          ...base,
          name,
          request: value,
          contentType,
          ...(files ? { files } : {}),
          status: r.status,
          response: r.value,
          headers: r.headers,
        })),
      );
    }
    const success = Object.entries((op.responses ?? {}) as Record<string, Json>).filter(([s]) =>
      /^2/.test(s),
    );
    return success.flatMap(([, raw]) =>
      Object.values((resolve(doc, raw).content ?? {}) as Record<string, Json>).flatMap((media) =>
        examplesIn(media.examples).flatMap(([name]) =>
          responsesNamed(doc, op, name).map((r) => ({
            ...base,
            name,
            status: r.status,
            response: r.value,
            headers: r.headers,
          })),
        ),
      ),
    );
  });
}
