import fc from 'fast-check';
import { isObject, type Json } from '@esr/contract/schema';

// A valid request built from the schema alone, for operations the contract gives no example: the
// smallest value each keyword allows, with the backend's own ids (hints) where a field needs a real one.

export type Hints = Record<string, unknown>;

/** A 1x1 transparent PNG: the smallest upload every image rule accepts. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const TINY_PNG_DATA_URL = `data:image/png;base64,${Buffer.from(TINY_PNG).toString('base64')}`;

const FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'conformance@example.com',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uri: 'https://example.com/',
};

function typeOf(schema: Json): string | undefined {
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null') ?? 'null';
  if (typeof schema.type === 'string') return schema.type;
  if (isObject(schema.properties)) return 'object';
  return undefined;
}

/** A string that fits the schema's length, pattern and format. */
function validString(schema: Json): string {
  if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format]!;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  if (typeof schema.pattern === 'string') {
    // fast-check writes a string for any regular expression; a fixed seed keeps it the same each run.
    const candidates = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 50 });
    const fits = candidates.find((s) => s.length >= min && s.length <= max);
    if (fits !== undefined) return fits;
  }
  return 'conformance'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 'conformance'.length)));
}

function validNumber(schema: Json, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let value = typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + step;
  if (typeof schema.maximum === 'number' && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

function validObject(schema: Json, hints: Hints): Json {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const names = Object.keys(properties).filter((name) => required.has(name) || name in hints);
  return Object.fromEntries(
    names.map((name) => [name, name in hints ? hints[name] : validValue(properties[name] ?? {})]),
  );
}

/** The smallest valid value of a (fully dereferenced) schema; `hints` fill an object's fields by name. */
export function validValue(schema: Json, hints: Hints = {}): unknown {
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return validObject(schema, hints);
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        validValue((schema.items ?? {}) as Json),
      );
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
