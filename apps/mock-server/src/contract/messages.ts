import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FastifyRequest } from 'fastify';

const quoted = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** Ajv's first error for people: "body/msisdn must match pattern ...", naming the field. */
export function describeErrors(location: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${location} is invalid`;
  const where = `${location}${first.instancePath}`;
  // An anyOf of required properties ("now or advanceDays") fails with one error per branch, then its own.
  const anyOf = errors.find(
    (error) => error.keyword === 'anyOf' && error.instancePath === first.instancePath,
  );
  const branches = errors.filter((error) => error !== anyOf);
  if (anyOf && branches.every((error) => error.keyword === 'required')) {
    const names = branches.map((error) => `'${String(error.params.missingProperty)}'`);
    return `${where} must have one of the properties ${names.join(', ')}`;
  }
  if (first.keyword === 'additionalProperties') {
    return `${where} must NOT have additional property '${String(first.params.additionalProperty)}'`;
  }
  if (first.keyword === 'required') {
    return `${where} must have required property '${String(first.params.missingProperty)}'`;
  }
  if (first.keyword === 'enum')
    return `${where} must be one of ${quoted(first.params.allowedValues as unknown[])}`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

/** "Unsupported content type 'text/plain': the body must be application/json". */
export function unsupportedType(bodyKind: string | undefined, request: FastifyRequest): string {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim() || 'none';
  const expected = bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
  return `Unsupported content type '${type.slice(0, 100)}': the body must be ${expected}`;
}
