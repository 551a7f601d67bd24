// Small helpers over the contract's JSON Schema: resolving $refs, and the `x-designed` marks of fields
// the product spec does not have (treated as optional, and reported, by the conformance kit's spec profile).
import { DESIGNED, isObject, type Json } from './openapi';

export { isObject, type Json };

/** The document part a local $ref names ('#/components/schemas/Msisdn'), or undefined. */
export function pointerTarget(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return isObject(node) ? node : undefined;
}

/** One level of $ref resolution; siblings of the $ref (such as x-designed) win over the target's. */
export function resolveRef(doc: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = pointerTarget(doc, ref);
  if (!target) return schema;
  const { $ref: _ref, ...siblings } = schema;
  return resolveRef(doc, { ...target, ...siblings });
}

/** The schema with every $ref inlined (request schemas are small and never recursive). */
export function deref(doc: Json, schema: unknown, depth = 0): unknown {
  if (depth > 32) throw new Error('the contract has a $ref cycle deeper than 32 levels');
  if (Array.isArray(schema)) return schema.map((item) => deref(doc, item, depth + 1));
  if (!isObject(schema)) return schema;
  const resolved = resolveRef(doc, schema);
  return Object.fromEntries(
    Object.entries(resolved).map(([key, value]) => [key, deref(doc, value, depth + 1)]),
  );
}

/** Local refs rewritten to point into the schema Ajv knows as `contract`. */
export function rebaseRefs(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rebaseRefs(item, base));
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${base}${value}`
        : rebaseRefs(value, base),
    ]),
  );
}

/** Whether property `name` of `parent` is marked x-designed (on itself, its $ref target or the parent). */
export function isDesigned(doc: Json, parent: Json, name: string): boolean {
  const listed = parent[DESIGNED];
  if (Array.isArray(listed) && listed.includes(name)) return true;
  const property = (parent.properties as Json | undefined)?.[name];
  if (!isObject(property)) return false;
  return Boolean(property[DESIGNED]) || Boolean(resolveRef(doc, property)[DESIGNED]);
}

/** A copy of `schema` (deep) where no object requires a designed property. */
export function relaxDesigned(doc: Json, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => relaxDesigned(doc, item));
  if (!isObject(schema)) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, relaxDesigned(doc, v)]));
  if (Array.isArray(schema.required) && isObject(schema.properties)) {
    copy.required = (schema.required as string[]).filter((name) => !isDesigned(doc, schema, name));
  }
  return copy;
}

/** JSON pointers (array indexes as *) of designed fields present in `value`, read along `schema`. */
export function designedFieldsIn(doc: Json, schema: unknown, value: unknown, at = ''): string[] {
  if (!isObject(schema)) return [];
  const resolved = resolveRef(doc, schema);
  if (Array.isArray(value) && isObject(resolved.items)) {
    const found = value.flatMap((item) => designedFieldsIn(doc, resolved.items, item, `${at}/*`));
    return [...new Set(found)];
  }
  if (!isObject(value) || !isObject(resolved.properties)) return [];
  const properties = resolved.properties;
  return Object.keys(value).flatMap((name) => {
    if (!(name in properties)) return [];
    if (isDesigned(doc, resolved, name)) return [`${at}/${name}`];
    return designedFieldsIn(doc, properties[name], value[name], `${at}/${name}`);
  });
}
