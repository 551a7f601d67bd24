import type { Json } from '@esr/contract/schema';
import { OPERATION_UPLOADS, UPLOAD_RULES } from './uploads';
import type { OperationSpec } from './operations';

/**
 * Every body limit of the server, derived from the contract in this one place (issue 26, finding 4).
 * A JSON body may take at most the bytes of the largest body its schema accepts (each string at its
 * maxLength, each number at its bounds) and a tenth more, never less than SMALL_BODY_LIMIT; a schema
 * without a bound (a string with no maxLength) gets SMALL_BODY_LIMIT: a contract that needs a large
 * body says so with maxLength. An upload takes its image's size (UPLOAD_RULES, the spec's) plus
 * UPLOAD_FORM_ROOM. Only challenge/entry, whose screenshot is a data URL inside the JSON, takes megabytes.
 */

/** The floor, and the limit of every route that is no operation (the stand-ins' forms): whitespace and escapes fit. */
export const SMALL_BODY_LIMIT = 16 * 1024;
/** An upload's text fields, part headers and boundaries besides its file (multipart: 10 fields of 4 KB at most). */
export const UPLOAD_FORM_ROOM = 64 * 1024;

/**
 * How deeply a JSON body (and, in proxy mode, an upstream's answer) may nest before it is read: bodies
 * past it are refused unparsed (issue 41, finding 2). The deepest request body either contract accepts
 * nests 3 levels (reportFieldVitals; maxJsonDepth of each schema) and the deepest answer among its
 * examples 5 (both computed in test/security/json-depth.test.ts); 16 leaves an answer the contract
 * leaves open room,
 * and a wrong value where a string goes its field's own 400. At 16 levels a body parses as fast as a
 * flat one: what costs is a million levels.
 */
export const MAX_JSON_DEPTH = 16;

/** JSON.stringify writes at most 6 bytes per character (\u0000); an ASCII-only pattern means 1. */
const MAX_BYTES_PER_CHAR = 6;
/** The longest JSON number: -1.7976931348623157e+308. */
const MAX_NUMBER_BYTES = 24;
/** Formats whose values are ASCII. */
const ASCII_FORMATS = new Set(['uuid', 'date', 'date-time', 'time', 'ipv4', 'ipv6', 'uri']);

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** A pattern that can only match ASCII text: no `.`, no negated class or escape, every literal ASCII. */
function asciiOnly(pattern: unknown): boolean {
  return (
    typeof pattern === 'string' &&
    /^[\x20-\x7e]*$/.test(pattern) &&
    !/(^|[^\\])\.|\[\^|\\[DSWPpu]/.test(pattern)
  );
}

function stringBytes(schema: Json): number {
  if (typeof schema.maxLength !== 'number') return Infinity;
  const ascii = asciiOnly(schema.pattern) || ASCII_FORMATS.has(String(schema.format));
  return 2 + schema.maxLength * (ascii ? 1 : MAX_BYTES_PER_CHAR);
}

function numberBytes(schema: Json): number {
  const { minimum, maximum } = schema;
  if (typeof minimum !== 'number' || typeof maximum !== 'number') return MAX_NUMBER_BYTES;
  return Math.max(jsonBytes(minimum), jsonBytes(maximum));
}

function objectBytes(schema: Json): number {
  if (schema.additionalProperties !== false) return Infinity;
  const properties = Object.entries(isRecord(schema.properties) ? schema.properties : {});
  const members = properties.map(([name, property]) => jsonBytes(name) + 1 + maxJsonBytes(property));
  return 2 + members.reduce((sum, bytes) => sum + bytes, 0) + Math.max(0, members.length - 1);
}

function arrayBytes(schema: Json): number {
  if (typeof schema.maxItems !== 'number') return Infinity;
  return 2 + schema.maxItems * (maxJsonBytes(schema.items) + 1);
}

const BY_TYPE: Record<string, (schema: Json) => number> = {
  string: stringBytes,
  integer: numberBytes,
  number: numberBytes,
  boolean: () => 5,
  null: () => 4,
  object: objectBytes,
  array: arrayBytes,
};

/** The most bytes a compact JSON value the schema (its $refs inlined) accepts can take; Infinity when unbounded. */
export function maxJsonBytes(schema: unknown): number {
  if (!isRecord(schema)) return Infinity;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map(jsonBytes));
  if ('const' in schema) return jsonBytes(schema.const);
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray);
  if (branches) return Math.max(...branches.map(maxJsonBytes));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return Math.max(...types.map((type) => BY_TYPE[String(type)]?.(schema) ?? Infinity));
}

/** How deeply a JSON value nests: 0 for a scalar, 1 for `{}` or `[1]`, 2 for `{"a":[1]}`. */
function valueDepth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(valueDepth));
}

/**
 * How deeply a value the schema (its $refs inlined) accepts can nest; Infinity when it sets no bound
 * (an object open to any property, an array of anything, a schema without a type).
 */
export function maxJsonDepth(schema: unknown): number {
  if (!isRecord(schema)) return Infinity;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map(valueDepth));
  if ('const' in schema) return valueDepth(schema.const);
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray);
  if (branches) return Math.max(...branches.map(maxJsonDepth));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return Math.max(
    ...types.map((type) => {
      if (type === 'object') {
        if (schema.additionalProperties !== false) return Infinity;
        const properties = Object.values(isRecord(schema.properties) ? schema.properties : {});
        return 1 + Math.max(0, ...properties.map(maxJsonDepth));
      }
      if (type === 'array') return 1 + maxJsonDepth(schema.items);
      return typeof type === 'string' && type in BY_TYPE ? 0 : Infinity;
    }),
  );
}

/** The body limit of a JSON schema: its largest body and a tenth more, at least SMALL_BODY_LIMIT. */
export function jsonBodyLimit(schema: unknown): number {
  const largest = maxJsonBytes(schema);
  return Number.isFinite(largest) ? Math.max(SMALL_BODY_LIMIT, Math.ceil(largest * 1.1)) : SMALL_BODY_LIMIT;
}

/** The most bytes an operation's body may take: what its JSON schema accepts, or its upload's image. */
export function bodyLimitOf(spec: OperationSpec): number {
  if (spec.bodyKind === 'multipart') {
    const upload = OPERATION_UPLOADS[spec.operationId];
    return (upload ? UPLOAD_RULES[upload].maxBytes : 0) + UPLOAD_FORM_ROOM;
  }
  return spec.bodyKind === 'json' ? jsonBodyLimit(spec.body?.schema) : SMALL_BODY_LIMIT;
}
