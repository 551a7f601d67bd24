import { compileContract, type OperationContract, type ResponseContract } from '@esr/contract/operations';
import { deref, type Json } from '@esr/contract/schema';
import type { ValidateFunction } from 'ajv';
import { decodeJwt } from 'jose';
import { MAX_JSON_DEPTH } from '../contract/body-limits';
import { PRODUCT_FORMATS } from '../contract/operations';
import { nestsDeeperThan } from '../security/json-depth';
import { boundedErrors, compilersOf } from './bounded-errors';
import { MAX_PER_PART, fromAjv, type Violation } from '../contract/violations';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** A request's parts as the proxy received them (the body as bytes, before anyone parsed it). */
export interface RequestView {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** undefined: no body; null: too large to keep a copy of for checking. */
  body: Buffer | null | undefined;
}

export interface ResponseView {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** HEAD answers have no body to check. */
  bodyless: boolean;
}

function violation(direction: Violation['direction'], pointer: string, message: string): Violation {
  return { direction, pointer, message };
}

/** A body's value, or why it was not read: not JSON, or nested past MAX_JSON_DEPTH (never parsed). */
function parseJson(bytes: Buffer): { value: unknown } | { problem: string } {
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
    return {
      problem: `nests deeper than ${MAX_JSON_DEPTH} levels: not read (no body the contract documents does)`,
    };
  }
  try {
    return { value: JSON.parse(bytes.toString('utf8')) };
  } catch {
    return { problem: 'is not JSON' };
  }
}

const headerOf = (headers: RequestView['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A body's violations against its schema (its $refs inlined): at most MAX_PER_PART, in linear time. */
type BodyCheck = (direction: Violation['direction'], schema: Json, value: unknown) => Violation[];

async function checkMultipart(
  spec: OperationContract,
  type: string,
  bytes: Buffer,
  bodyCheck: BodyCheck,
): Promise<Violation[]> {
  const body = spec.body!;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return [violation('request', '/body', 'is not a readable multipart/form-data body')];
  }
  const fields: Record<string, unknown> = {};
  const files = new Set<string>();
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else files.add(name);
  }
  const missingFiles = body.requiredFileFields
    .filter((name) => !files.has(name))
    .map((name) => violation('request', `/body/${name}`, 'is missing (a required file)'));
  // The files are checked above: the schema sees each file field as present (format binary takes any string).
  for (const name of body.fileFields) fields[name] = '';
  return [...missingFiles, ...bodyCheck('request', body.schema, fields)];
}

async function checkRequestBody(
  spec: OperationContract,
  request: RequestView,
  bodyCheck: BodyCheck,
): Promise<Violation[]> {
  const { body } = request;
  const type = headerOf(request.headers, 'content-type') ?? '';
  if (!spec.body) {
    return body?.length ? [violation('request', '/body', 'must be empty: the operation takes no body')] : [];
  }
  if (!body?.length) {
    return spec.body.required && body !== null
      ? [violation('request', '/body', `is missing: the operation requires a ${spec.body.kind} body`)]
      : [];
  }
  if (spec.body.kind === 'multipart') {
    if (!MULTIPART_TYPE.test(type)) {
      return [violation('request', '/headers/content-type', `is '${type}', not multipart/form-data`)];
    }
    return checkMultipart(spec, type, body, bodyCheck);
  }
  if (!JSON_TYPE.test(type)) {
    return [violation('request', '/headers/content-type', `is '${type}', not application/json`)];
  }
  const parsed = parseJson(body);
  if ('problem' in parsed) return [violation('request', '/body', parsed.problem)];
  return bodyCheck('request', spec.body.schema, parsed.value);
}

/**
 * What a request breaks: its query, its bearer token's presence (secured operations), and its body
 * unless `withBody` is false (the upstream refused the caller: reading a body sent without a valid
 * token cost the proxy a parse, up to megabytes, for anyone; issue 41, finding 2).
 */
async function checkRequest(
  spec: OperationContract,
  request: RequestView,
  bodyCheck: BodyCheck,
  withBody: boolean,
): Promise<Violation[]> {
  const query = { ...request.query };
  const violations = spec.validateQuery(query) ? [] : fromAjv('request', '/query', spec.validateQuery.errors);
  const authorization = headerOf(request.headers, 'authorization') ?? '';
  if (spec.secured && !/^Bearer \S+$/i.test(authorization)) {
    violations.push(
      violation('request', '/headers/authorization', 'must be "Bearer <token>": the operation is secured'),
    );
  }
  return withBody ? [...violations, ...(await checkRequestBody(spec, request, bodyCheck))] : violations;
}

function checkHeaders(spec: OperationContract, response: ResponseView): Violation[] {
  const documented = spec.responses.get(response.status)!;
  return documented.headers.flatMap((header) => {
    const pointer = `/headers/${header.name}`;
    const value = response.headers[header.name];
    if (!value) return header.required ? [violation('response', pointer, 'is missing (required)')] : [];
    if (!header.validateClaims) return [];
    let claims: unknown;
    try {
      claims = decodeJwt(value);
    } catch {
      return [violation('response', pointer, 'is not a JWT')];
    }
    return header.validateClaims(claims) ? [] : fromAjv('response', pointer, header.validateClaims.errors);
  });
}

/** What an answer breaks: an undocumented status, a required header, its content type, its body's schema. */
function checkResponse(
  spec: OperationContract,
  response: ResponseView,
  bodyCheck: BodyCheck,
  schemaOf: (documented: ResponseContract) => Json,
): Violation[] {
  const documented = spec.responses.get(response.status);
  if (!documented) {
    const statuses = [...spec.responses.keys()].join(', ');
    return [
      violation(
        'response',
        '/status',
        `${response.status} is not a status ${spec.operationId} documents (${statuses})`,
      ),
    ];
  }
  const violations = checkHeaders(spec, response);
  if (!documented.validate || response.bodyless) return violations;
  const type = response.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) {
    violations.push(violation('response', '/headers/content-type', `is '${type}', not application/json`));
  }
  const parsed = parseJson(response.body);
  if ('problem' in parsed) return [...violations, violation('response', '/body', parsed.problem)];
  violations.push(...bodyCheck('response', schemaOf(documented), parsed.value));
  return violations;
}

/**
 * The checks of each exchange against a contract (docs/decisions/0980, 1030), `firstError` compiling
 * validators that stop at their first error (the server's own reading). A request's query and a
 * JWT header are short (Node caps a request's head at 16 KB) and report every error; a body, up to
 * megabytes from a drifting upstream or a client, reports at most MAX_PER_PART violations and takes
 * time linear in its size (bounded-errors.ts).
 */
export function exchangeChecks(doc: Json, firstError: { compile(schema: Json): ValidateFunction }) {
  const everyError = compileContract(doc, { allErrors: true, formats: PRODUCT_FORMATS });
  const compilers = compilersOf(firstError, everyError);
  const bodyCheck: BodyCheck = (direction, schema, value) =>
    fromAjv(direction, '/body', boundedErrors(compilers, schema, value, MAX_PER_PART));
  const inlined = new WeakMap<ResponseContract, Json>();
  const schemaOf = (documented: ResponseContract) => {
    let schema = inlined.get(documented);
    if (!schema) {
      schema = deref(doc, documented.schema) as Json;
      inlined.set(documented, schema);
    }
    return schema;
  };
  return {
    byId: everyError.byId,
    request: (spec: OperationContract, request: RequestView, withBody = true) =>
      checkRequest(spec, request, bodyCheck, withBody),
    response: (spec: OperationContract, response: ResponseView) =>
      checkResponse(spec, response, bodyCheck, schemaOf),
  };
}
