// The one reading of an OpenAPI 3.1 contract into operations with compiled validators (Ajv 2020 with
// ajv-formats), shared by the mock server (which binds its routes to it, for openapi.yaml and
// control.yaml) and the conformance kit (which checks any server against it).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isObject, refName, REFUSALS_ANSWER_200, SPEC_PROFILE, type Json } from './openapi';
import { deref, isDesignedOperation, rebaseRefs, relaxDesigned, resolveRef } from './schema';

export type Profile = 'full' | 'spec';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseHeader {
  /** Lower case, as Node gives header names. */
  name: string;
  required: boolean;
  /** For a JWT header (contentMediaType application/jwt): validates its decoded claims (contentSchema). */
  validateClaims?: ValidateFunction;
}

export interface ResponseContract {
  status: number;
  /** The response's JSON schema as written (refs unresolved), for reports and designed-field walks. */
  schema?: Json;
  /** The component schema's name ('ErrorResponse', 'TournamentListResponse'...). */
  schemaName?: string;
  validate?: ValidateFunction;
  headers: ResponseHeader[];
}

export interface RequestBodyContract {
  kind: 'json' | 'multipart';
  required: boolean;
  /** The schema with every $ref inlined, for generating values. */
  schema: Json;
  /** Validates a JSON body, or a multipart form's text fields (file fields left out). */
  validate: ValidateFunction;
  /** The multipart form's file fields (format binary), and those of them the schema requires. */
  fileFields: string[];
  requiredFileFields: string[];
  /** The media type's `examples` values and `example`, in the contract's order. */
  examples: unknown[];
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Json;
  examples: unknown[];
}

export interface OperationContract {
  operationId: string;
  method: HttpMethod;
  /** The path under the contract's server URL, as the contract writes it. */
  path: string;
  secured: boolean;
  /** The operation itself is x-designed (the spec has no such call): its answers are designed whole. */
  designed: boolean;
  /**
   * On the spec profile its refusals (4xx other than 401 and 429) answer 200 with the same body: the spec
   * words them as a body, not a status (x-spec-profile: refusals-answer-200, redeem-item).
   */
  refusalsAnswer200: boolean;
  body?: RequestBodyContract;
  query: QueryParameter[];
  /**
   * Validates a query string as a server receives it (every value text): values are coerced to their
   * schema's type, defaults are filled in, and a parameter the operation does not take is refused.
   */
  validateQuery: ValidateFunction;
  responses: Map<number, ResponseContract>;
}

export interface Contract {
  title: string;
  version: string;
  /** The API's base path from `servers[0].url` ('/api', '/__mock'). */
  basePath: string;
  doc: Json;
  profile: Profile;
  operations: OperationContract[];
  byId: Map<string, OperationContract>;
  /** Compiles a schema that may $ref the contract's components. */
  compile(schema: Json): ValidateFunction;
}

export interface CompileOptions {
  /** 'spec': fields marked x-designed are optional (the conformance kit's spec profile). */
  profile?: Profile;
  /**
   * Every error of a value (reports), or stop at the first: a server names one error, and on hostile
   * input (a huge array of bad items) collecting them all is work for nothing.
   */
  allErrors?: boolean;
  /**
   * Formats read the caller's way instead of ajv-formats' (the mock server reads `email` as
   * @esr/domain's rule, so that it refuses exactly what the web app's forms refuse).
   */
  formats?: Record<string, (value: string) => boolean>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function newAjv(allErrors: boolean, forQueries: boolean, formats: CompileOptions['formats'] = {}) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors,
    ...(forQueries ? { coerceTypes: true, useDefaults: true } : {}),
  });
  addFormats(ajv);
  // A file part of a multipart form: its examples name the file.
  ajv.addFormat('binary', true);
  for (const [name, test] of Object.entries(formats)) ajv.addFormat(name, test);
  return ajv;
}

/** The example values of a media type or parameter: `examples` (map, $refs resolved) then `example`. */
function examplesOf(doc: Json, holder: Json | undefined): unknown[] {
  if (!holder) return [];
  const named = isObject(holder.examples) ? Object.values(holder.examples) : [];
  const values = named
    .filter(isObject)
    .map((example) => resolveRef(doc, example))
    .filter((example) => 'value' in example)
    .map((example) => example.value);
  return 'example' in holder ? [...values, holder.example] : values;
}

function multipartParts(schema: Json) {
  const properties = { ...((schema.properties as Json | undefined) ?? {}) };
  const fileFields = Object.keys(properties).filter(
    (key) => isObject(properties[key]) && (properties[key] as Json).format === 'binary',
  );
  for (const key of fileFields) delete properties[key];
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    textSchema: { ...schema, properties, required: required.filter((key) => !fileFields.includes(key)) },
    fileFields,
    requiredFileFields: fileFields.filter((key) => required.includes(key)),
  };
}

type Compiler = Pick<Contract, 'doc' | 'compile'>;

function readBody(contract: Compiler, op: Json): RequestBodyContract | undefined {
  if (!isObject(op.requestBody)) return undefined;
  const requestBody = resolveRef(contract.doc, op.requestBody);
  const content = (requestBody.content ?? {}) as Record<string, Json>;
  const required = requestBody.required === true;
  const json = content['application/json'];
  if (json) {
    return {
      kind: 'json',
      required,
      schema: deref(contract.doc, json.schema) as Json,
      validate: contract.compile(json.schema as Json),
      fileFields: [],
      requiredFileFields: [],
      examples: examplesOf(contract.doc, json),
    };
  }
  const form = content['multipart/form-data'];
  if (!form) return undefined;
  const schema = deref(contract.doc, form.schema) as Json;
  const { textSchema, fileFields, requiredFileFields } = multipartParts(schema);
  return {
    kind: 'multipart',
    required,
    schema,
    validate: contract.compile(textSchema),
    fileFields,
    requiredFileFields,
    examples: examplesOf(contract.doc, form),
  };
}

function readQuery(doc: Json, op: Json): QueryParameter[] {
  return ((op.parameters as Json[] | undefined) ?? [])
    .map((p) => resolveRef(doc, p))
    .filter((p) => p.in === 'query')
    .map((p) => ({
      name: p.name as string,
      required: p.required === true,
      schema: deref(doc, p.schema) as Json,
      examples: examplesOf(doc, p),
    }));
}

function readHeaders(contract: Compiler, headers: Record<string, Json>): ResponseHeader[] {
  return Object.entries(headers).map(([name, raw]) => {
    const header = resolveRef(contract.doc, raw);
    const schema = isObject(header.schema) ? resolveRef(contract.doc, header.schema) : {};
    const claims = schema.contentMediaType === 'application/jwt' ? schema.contentSchema : undefined;
    return {
      name: name.toLowerCase(),
      required: header.required === true,
      validateClaims: isObject(claims) ? contract.compile(claims) : undefined,
    };
  });
}

function readResponses(contract: Compiler, op: Json): Map<number, ResponseContract> {
  const responses = new Map<number, ResponseContract>();
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
    const response = resolveRef(contract.doc, raw);
    const schema = (response.content as Record<string, Json> | undefined)?.['application/json']?.schema as
      Json | undefined;
    responses.set(Number(status), {
      status: Number(status),
      schema,
      schemaName: refName(schema),
      validate: schema ? contract.compile(schema) : undefined,
      headers: readHeaders(contract, (response.headers ?? {}) as Record<string, Json>),
    });
  }
  return responses;
}

function readOperation(
  contract: Compiler,
  compileQuery: (schema: Json) => ValidateFunction,
  path: string,
  method: (typeof METHODS)[number],
  op: Json,
): OperationContract {
  const security = (op.security ?? contract.doc.security ?? []) as unknown[];
  const query = readQuery(contract.doc, op);
  return {
    operationId: op.operationId as string,
    method: method.toUpperCase() as HttpMethod,
    path,
    secured: security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0),
    designed: isDesignedOperation(op),
    refusalsAnswer200: op[SPEC_PROFILE] === REFUSALS_ANSWER_200,
    body: readBody(contract, op),
    query,
    validateQuery: compileQuery({
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
      required: query.filter((p) => p.required).map((p) => p.name),
    }),
    responses: readResponses(contract, op),
  };
}

/** Reads a parsed contract's operations and compiles a validator for every request and response. */
export function compileContract(
  doc: Json,
  { profile = 'full', allErrors = false, formats }: CompileOptions = {},
): Contract {
  const components = profile === 'spec' ? relaxDesigned(doc, doc.components) : doc.components;
  const ajv = newAjv(allErrors, false, formats);
  ajv.addSchema({ $id: 'contract', components });
  const queryAjv = newAjv(allErrors, true, formats);
  queryAjv.addSchema({ $id: 'contract', components });
  const rebased = (schema: Json) =>
    rebaseRefs(profile === 'spec' ? relaxDesigned(doc, schema) : schema, 'contract') as Json;
  const info = (doc.info ?? {}) as Json;
  const server = ((doc.servers as Json[] | undefined) ?? [])[0];
  const contract: Contract = {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    basePath: String(server?.url ?? '').replace(/\/$/, ''),
    doc,
    profile,
    operations: [],
    byId: new Map(),
    compile: (schema) => ajv.compile(rebased(schema)),
  };
  const compileQuery = (schema: Json) => queryAjv.compile(rebased(schema));
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      if (isObject(item[method])) {
        contract.operations.push(readOperation(contract, compileQuery, path, method, item[method]));
      }
    }
  }
  contract.byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  return contract;
}
