import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { deref, isObject, rebaseRefs, relaxDesigned, resolveRef, type Json } from './schema';

// The kit's own reading of openapi/openapi.yaml: it shares no code with the mock server, so a mistake
// in the server's reading cannot hide itself. Ajv 2020 with ajv-formats, like the server.

export const DEFAULT_CONTRACT = join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'openapi.yaml');

export type Profile = 'full' | 'spec';

export interface ResponseContract {
  status: number;
  /** The response's JSON schema as written (refs unresolved), for reports and designed-field walks. */
  schema?: Json;
  validate?: ValidateFunction;
  /** Headers the contract marks required (access_token for generateToken). */
  headers: ResponseHeader[];
}

export interface ResponseHeader {
  name: string;
  required: boolean;
  /** For a JWT header (contentMediaType application/jwt): validates its decoded claims (contentSchema). */
  validateClaims?: ValidateFunction;
}

export interface RequestBodyContract {
  kind: 'json' | 'multipart';
  required: boolean;
  /** The schema with every $ref inlined, for generating values. */
  schema: Json;
  /** Validates a JSON body, or a multipart form's text fields (file fields left out). */
  validate: ValidateFunction;
  fileFields: string[];
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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  secured: boolean;
  body?: RequestBodyContract;
  query: QueryParameter[];
  validateQuery?: ValidateFunction;
  responses: Map<number, ResponseContract>;
}

export interface Contract {
  title: string;
  version: string;
  /** The API's base path from `servers[0].url` ('/api'). */
  basePath: string;
  doc: Json;
  profile: Profile;
  operations: OperationContract[];
  byId: Map<string, OperationContract>;
  /** Compiles a schema that may $ref the contract's components. */
  compile(schema: Json): ValidateFunction;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

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

function multipartParts(schema: Json): { textSchema: Json; fileFields: string[] } {
  const properties = { ...((schema.properties as Json | undefined) ?? {}) };
  const fileFields = Object.keys(properties).filter(
    (key) => isObject(properties[key]) && (properties[key] as Json).format === 'binary',
  );
  for (const key of fileFields) delete properties[key];
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => !fileFields.includes(k));
  return { textSchema: { ...schema, properties, required }, fileFields };
}

function readBody(contract: Pick<Contract, 'doc' | 'compile'>, op: Json): RequestBodyContract | undefined {
  if (!isObject(op.requestBody)) return undefined;
  const requestBody = resolveRef(contract.doc, op.requestBody);
  const content = (requestBody.content ?? {}) as Record<string, Json>;
  const required = requestBody.required === true;
  const json = content['application/json'];
  if (json) {
    const schema = deref(contract.doc, json.schema) as Json;
    const examples = examplesOf(contract.doc, json);
    return {
      kind: 'json',
      required,
      schema,
      validate: contract.compile(json.schema as Json),
      fileFields: [],
      examples,
    };
  }
  const form = content['multipart/form-data'];
  if (!form) return undefined;
  const schema = deref(contract.doc, form.schema) as Json;
  const { textSchema, fileFields } = multipartParts(schema);
  const examples = examplesOf(contract.doc, form);
  return {
    kind: 'multipart',
    required,
    schema,
    validate: contract.compile(textSchema),
    fileFields,
    examples,
  };
}

function readQuery(contract: Pick<Contract, 'doc'>, op: Json): QueryParameter[] {
  const parameters = ((op.parameters as Json[] | undefined) ?? []).map((p) => resolveRef(contract.doc, p));
  return parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({
      name: p.name as string,
      required: p.required === true,
      schema: deref(contract.doc, p.schema) as Json,
      examples: examplesOf(contract.doc, p),
    }));
}

function readHeaders(contract: Pick<Contract, 'doc' | 'compile'>, headers: Record<string, Json>) {
  return Object.entries(headers).map(([name, raw]): ResponseHeader => {
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

function readResponses(contract: Pick<Contract, 'doc' | 'compile'>, op: Json): Map<number, ResponseContract> {
  const responses = new Map<number, ResponseContract>();
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
    const response = resolveRef(contract.doc, raw);
    const schema = ((response.content as Record<string, Json> | undefined)?.['application/json']?.schema ??
      undefined) as Json | undefined;
    responses.set(Number(status), {
      status: Number(status),
      schema,
      validate: schema ? contract.compile(schema) : undefined,
      headers: readHeaders(contract, (response.headers ?? {}) as Record<string, Json>),
    });
  }
  return responses;
}

function readOperation(contract: Contract, path: string, method: (typeof METHODS)[number], op: Json) {
  const security = (op.security ?? contract.doc.security ?? []) as unknown[];
  const query = readQuery(contract, op);
  const operation: OperationContract = {
    operationId: op.operationId as string,
    method: method.toUpperCase() as OperationContract['method'],
    path,
    secured: security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0),
    body: readBody(contract, op),
    query,
    validateQuery:
      query.length > 0
        ? contract.compile({
            type: 'object',
            properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
            required: query.filter((p) => p.required).map((p) => p.name),
          })
        : undefined,
    responses: readResponses(contract, op),
  };
  return operation;
}

/** Reads the contract and compiles its validators; with profile 'spec', x-designed fields are optional. */
export function loadContract(file = DEFAULT_CONTRACT, profile: Profile = 'full'): Contract {
  const doc = YAML.parse(readFileSync(file, 'utf8')) as Json;
  const components = profile === 'spec' ? relaxDesigned(doc, doc.components) : doc.components;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components });
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
    compile: (schema) =>
      ajv.compile(rebaseRefs(profile === 'spec' ? relaxDesigned(doc, schema) : schema, 'contract') as Json),
  };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      if (isObject(item[method]))
        contract.operations.push(readOperation(contract, path, method, item[method]));
    }
  }
  contract.byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  return contract;
}
