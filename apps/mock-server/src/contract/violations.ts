import type { ErrorObject } from 'ajv';

/** One way a request or an answer breaks the contract: where (a JSON pointer) and what. */
export interface Violation {
  direction: 'request' | 'response';
  /**
   * A JSON pointer into the exchange as `{ status, headers, query, body }`: `/body/data/0/credits`,
   * `/status`, `/headers/access_token`, `/query/page`. A missing field points at where it should be.
   */
  pointer: string;
  message: string;
}

/** More than this many per part of an exchange says nothing more (a list of 1,000 bad items). */
export const MAX_PER_PART = 20;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The field an Ajv error is about: a missing or unexpected property points at itself, not its parent. */
function pointerOf(base: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const field =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const path = `${base}${error.instancePath}`;
  return typeof field === 'string' ? `${path}/${escape(field)}` : path;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return 'is missing (required)';
  if (error.keyword === 'additionalProperties') return 'is not in the contract (no additional properties)';
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  return error.message ?? 'is invalid';
}

/** Ajv's errors as violations under `base` ('/body', '/query'), once each. */
export function fromAjv(
  direction: Violation['direction'],
  base: string,
  errors: ErrorObject[] | null | undefined,
): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const error of errors ?? []) {
    const violation = { direction, pointer: pointerOf(base, error), message: messageOf(error) };
    const key = `${violation.pointer} ${violation.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  return violations.slice(0, MAX_PER_PART);
}

/** "response /body/data/0/credits: must be integer". */
export const describeViolation = (violation: Violation) =>
  `${violation.direction} ${violation.pointer}: ${violation.message}`;
