/** Small, dependency-free readers over a parsed OpenAPI 3.1 document (plain JSON data). */

export type Json = Record<string, unknown>;

/** The vendor extension that marks an element the product spec does not document. */
export const DESIGNED = 'x-designed';
/**
 * How the spec profile treats an element. Beside x-designed on a field whose content the spec documents
 * but not its place (the streak's {success, data} envelope): `keep` keeps it on the spec profile, still
 * required and never stripped. On an operation whose refusals the spec words as a body without a status
 * (redeem-item: success false with details or message): `refusals-answer-200` answers them 200.
 */
export const SPEC_PROFILE = 'x-spec-profile';
export const REFUSALS_ANSWER_200 = 'refusals-answer-200';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
}

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function operationsOf(doc: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isObject(op)) operations.push({ id: String(op.operationId), method, path, op });
    }
  }
  return operations;
}

/** 'Tournament' for '#/components/schemas/Tournament'; undefined for anything else. */
export function refName(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.$ref !== 'string') return undefined;
  return value.$ref.split('/').pop();
}

/** Follows one local `$ref` (#/components/<section>/<name>); any other value is returned as it is. */
export function resolve(doc: Json, value: unknown): Json {
  if (!isObject(value)) return {};
  if (typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  let target: unknown = doc;
  for (const part of value.$ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return isObject(target) ? target : {};
}

export function componentSchemas(doc: Json): Record<string, Json> {
  return ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
}

/** The component schema a media-type map's schemas point at (one name per media type). */
export function topSchemas(content: unknown): string[] {
  if (!isObject(content)) return [];
  // A media type's schema is one component, or a oneOf/anyOf of components (redeem-item's 200: the
  // redemption or the spec's refusal).
  const members = (schema: unknown): unknown[] =>
    isObject(schema) && Array.isArray(schema.oneOf ?? schema.anyOf)
      ? ((schema.oneOf ?? schema.anyOf) as unknown[])
      : [schema];
  return Object.values(content)
    .flatMap((media) => (isObject(media) ? members(media.schema) : []))
    .map((schema) => refName(schema))
    .filter((name): name is string => name !== undefined);
}

export interface Field {
  /** Dotted path from the schema's top; array items are transparent (`data.eslgames`). */
  path: string;
  schema: Json;
  /** Required at every level from the top. */
  required: boolean;
  /** The closest enclosing field that carries a mark, if any. */
  markedParent: string | undefined;
}

/** Every property of a schema, descending into inline objects and arrays, never into `$ref`s. */
export function fieldsOf(schema: Json): Field[] {
  const fields: Field[] = [];
  const walk = (node: Json, prefix: string, required: boolean, markedParent: string | undefined) => {
    const target = isObject(node.items) && node.items.$ref === undefined ? node.items : node;
    const requiredNames = new Set((target.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries((target.properties ?? {}) as Record<string, Json>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const isRequired = required && requiredNames.has(name);
      fields.push({ path, schema: child, required: isRequired, markedParent });
      if (child.$ref === undefined) {
        walk(child, path, isRequired, child[DESIGNED] !== undefined ? path : markedParent);
      }
    }
  };
  walk(schema, '', true, undefined);
  return fields;
}

/** `data.game` names `data` too. */
export const withParents = (paths: readonly string[]): string[] =>
  paths.flatMap((path) => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')));

/** Component schemas an operation reaches through its parameters, request body and responses. */
export function schemasReachedBy(doc: Json, op: Json): Set<string> {
  const schemas = componentSchemas(doc);
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const name = refName(value);
    if (name && typeof value.$ref === 'string') {
      if (value.$ref.startsWith('#/components/schemas/')) {
        if (reached.has(name)) return;
        reached.add(name);
        return visit(schemas[name]);
      }
      return visit(resolve(doc, value));
    }
    Object.values(value).forEach(visit);
  };
  visit([op.parameters, op.requestBody, op.responses]);
  return reached;
}
