import type { Json } from '@esr/contract/schema';
import type { ErrorObject, ValidateFunction } from 'ajv';

/** Compiles a schema with no $ref in it: one validator that stops at the first error, one that collects all. */
export interface Compilers {
  first(schema: Json): ValidateFunction;
  all(schema: Json): ValidateFunction;
}

/** Compilers from two readings of a contract (first error, every error), each schema compiled once. */
export function compilersOf(
  first: { compile(schema: Json): ValidateFunction },
  all: { compile(schema: Json): ValidateFunction },
): Compilers {
  const cached = (compile: (schema: Json) => ValidateFunction) => {
    const compiled = new WeakMap<Json, ValidateFunction>();
    return (schema: Json) => {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = compile(schema);
        compiled.set(schema, validate);
      }
      return validate;
    };
  };
  return { first: cached((schema) => first.compile(schema)), all: cached((schema) => all.compile(schema)) };
}

/** Keywords whose subschemas the walk steps into itself, one child at a time. */
const STRUCTURE = ['properties', 'additionalProperties', 'items'];
/**
 * Keywords that judge a value as a whole through other schemas (or compare its items): a node with
 * one of them is not stepped into, and reports the first error its validator finds.
 */
const WHOLE = [
  '$ref',
  '$dynamicRef',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'prefixItems',
  'contains',
  'uniqueItems',
  'unevaluatedItems',
  'unevaluatedProperties',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node without the keywords the walk steps into: kept per node, so it is compiled once. */
const shallowOf = new WeakMap<Json, Json>();

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const prefixed = (errors: ErrorObject[] | null | undefined, path: string): ErrorObject[] =>
  (errors ?? []).map((error) => ({ ...error, instancePath: `${path}${error.instancePath}` }));

/**
 * A schema's errors for a value, at most `limit` of them, in time linear in the value's size (times
 * the schema's depth). Ajv's allErrors mode is neither: it collects every error of a 20,000-item list,
 * and concatenates them at each $ref, so the time grows with the square of the answer (issue 26).
 * Here a validator that stops at its first error says whether a part is valid; only an invalid part is
 * stepped into (its own keywords checked with every error, its properties and items one by one), and
 * the walk ends once `limit` errors are found. `schema` must have its $refs inlined.
 */
export function boundedErrors(
  compilers: Compilers,
  schema: Json,
  value: unknown,
  limit: number,
): ErrorObject[] {
  const found: ErrorObject[] = [];
  const add = (errors: ErrorObject[]): void => {
    found.push(...errors.slice(0, limit - found.length));
  };

  const walk = (node: unknown, part: unknown, path: string): void => {
    if (found.length >= limit || node === true || node === undefined) return;
    if (node === false || !isRecord(node)) {
      add([
        {
          instancePath: path,
          schemaPath: '#',
          keyword: 'false schema',
          params: {},
          message: 'must not be present',
        },
      ]);
      return;
    }
    const schema = node as Json;
    const first = compilers.first(schema);
    if (first(part)) return;
    const object =
      isRecord(part) && (isRecord(schema.properties) || schema.additionalProperties !== undefined);
    const array = Array.isArray(part) && schema.items !== undefined;
    if (WHOLE.some((keyword) => keyword in schema)) return add(prefixed(first.errors, path));
    if (!object && !array) {
      const all = compilers.all(schema);
      all(part);
      return add(prefixed(all.errors, path));
    }
    // The node's own keywords (type, required, minItems...), every error: a fixed number of them.
    let shallow = shallowOf.get(schema);
    if (!shallow) {
      shallow = Object.fromEntries(
        Object.entries(schema).filter(([keyword]) => !STRUCTURE.includes(keyword)),
      );
      shallowOf.set(schema, shallow);
    }
    const own = compilers.all(shallow);
    if (!own(part)) add(prefixed(own.errors, path));
    if (array) {
      const items = part as unknown[];
      for (let index = 0; index < items.length && found.length < limit; index += 1) {
        walk(schema.items, items[index], `${path}/${index}`);
      }
      return;
    }
    walkObject(schema, part as Record<string, unknown>, path);
  };

  const walkObject = (schema: Json, part: Record<string, unknown>, path: string) => {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const key of Object.keys(part)) {
      if (found.length >= limit) return;
      if (Object.hasOwn(properties, key)) {
        walk(properties[key], part[key], `${path}/${escape(key)}`);
      } else if (schema.additionalProperties === false) {
        add([
          {
            instancePath: path,
            schemaPath: '#/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key },
            message: 'must NOT have additional properties',
          },
        ]);
      } else {
        walk(schema.additionalProperties, part[key], `${path}/${escape(key)}`);
      }
    }
  };

  walk(schema, value, '');
  return found;
}
