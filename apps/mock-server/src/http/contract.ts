import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { repoRoot } from '../config';

type Json = Record<string, unknown>;

export interface ResponseSpec {
  /** The component schema's name ('ErrorResponse', 'TournamentListResponse'...). */
  schemaName: string | undefined;
  validate: ValidateFunction | undefined;
  headers: string[];
}

export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST';
  /** The path under /api, as the contract writes it. */
  path: string;
  secured: boolean;
  /** 'json', 'multipart' or none. */
  bodyKind: 'json' | 'multipart' | 'none';
  bodyRequired: boolean;
  validateBody: ValidateFunction | undefined;
  /** For multipart bodies: the text fields' schema (binary fields removed) and the file fields. */
  fileFields: string[];
  validateQuery: ValidateFunction | undefined;
  responses: Map<number, ResponseSpec>;
}

export interface Contract {
  operations: OperationSpec[];
  byId: Map<string, OperationSpec>;
}

const schemaNameOf = (ref: unknown) =>
  typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : undefined;

/** Ajv message for people: "body/msisdn must match pattern ...", naming the field. */
export function describeErrors(location: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${location} is invalid`;
  const where = `${location}${first.instancePath}`;
  if (first.keyword === 'additionalProperties') {
    return `${where} must NOT have additional property '${String(first.params.additionalProperty)}'`;
  }
  if (first.keyword === 'required')
    return `${where} must have required property '${String(first.params.missingProperty)}'`;
  if (first.keyword === 'enum') {
    return `${where} must be one of ${(first.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${where} ${first.message ?? 'is invalid'}`;
}

/** Loads openapi/openapi.yaml and compiles a validator for every request and response it describes. */
export function loadContract(file = join(repoRoot, 'openapi', 'openapi.yaml')): Contract {
  const doc = YAML.parse(readFileSync(file, 'utf8')) as Json;
  const components = doc.components as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'contract', components });
  const queryAjv = new Ajv2020({ strict: false, coerceTypes: true, useDefaults: true });
  addFormats(queryAjv);
  queryAjv.addSchema({ $id: 'contract', components });

  const deref = (value: Json): Json => {
    const ref = value.$ref;
    if (typeof ref !== 'string') return value;
    const [, section, name] = ref.split('/').slice(1);
    return ((components[section ?? ''] as Json)[name ?? ''] as Json) ?? value;
  };
  const refSchema = (schema: Json) => {
    const name = schemaNameOf(schema.$ref);
    return name ? { $ref: `contract#/components/schemas/${name}` } : schema;
  };

  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const operationId = op.operationId as string;
      const security = (op.security as unknown[] | undefined) ?? (doc.security as unknown[]);
      const requestBody = op.requestBody ? deref(op.requestBody as Json) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, Json>;
      let bodyKind: OperationSpec['bodyKind'] = 'none';
      let validateBody: ValidateFunction | undefined;
      let fileFields: string[] = [];
      if (content['application/json']) {
        bodyKind = 'json';
        validateBody = ajv.compile(refSchema(content['application/json'].schema as Json));
      } else if (content['multipart/form-data']) {
        bodyKind = 'multipart';
        const schema = deref(content['multipart/form-data'].schema as Json);
        const properties = { ...(schema.properties as Record<string, Json>) };
        fileFields = Object.keys(properties).filter((key) => properties[key]?.format === 'binary');
        for (const key of fileFields) delete properties[key];
        validateBody = ajv.compile({
          type: 'object',
          additionalProperties: false,
          properties,
          required: ((schema.required as string[] | undefined) ?? []).filter(
            (key) => !fileFields.includes(key),
          ),
        });
      }
      const parameters = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'query');
      const validateQuery = queryAjv.compile({
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(parameters.map((p) => [p.name as string, p.schema as Json])),
        required: parameters.filter((p) => p.required).map((p) => p.name as string),
      });
      const responses = new Map<number, ResponseSpec>();
      for (const [status, raw] of Object.entries(op.responses as Record<string, Json>)) {
        const response = deref(raw);
        const schema = (response.content as Record<string, Json> | undefined)?.['application/json']
          ?.schema as Json | undefined;
        responses.set(Number(status), {
          schemaName: schema ? schemaNameOf(schema.$ref) : undefined,
          validate: schema ? ajv.compile(refSchema(schema)) : undefined,
          headers: Object.keys((response.headers as Json | undefined) ?? {}),
        });
      }
      operations.push({
        operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        secured: security.length > 0,
        bodyKind,
        bodyRequired: requestBody?.required === true,
        validateBody,
        fileFields,
        validateQuery,
        responses,
      });
    }
  }
  return { operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}

/** An error body in the shape the contract gives `status` for this operation. */
export function errorBody(
  spec: OperationSpec | undefined,
  status: number,
  message: string,
  code?: string,
): unknown {
  switch (spec?.responses.get(status)?.schemaName) {
    case 'ProfileErrorResponse':
      return { success: false, error: true, message };
    case 'ProfileUpdateResponse':
      return { status: false, message };
    case 'RedeemItemFailure':
      return { success: false, message, data: { message } };
    default:
      return code ? { success: false, message, code } : { success: false, message };
  }
}

/** The body a fault answers with for `status`, in the shape the contract gives that response. */
export function faultBody(spec: OperationSpec, status: number): unknown {
  const message =
    status === 401
      ? 'Unauthorized'
      : status >= 500
        ? 'Internal server error'
        : `Injected failure (${status})`;
  return errorBody(spec, status, message, 'INJECTED_FAULT');
}

const UNSUCCESSFUL_ERRORS = 'Service temporarily unavailable';

/**
 * A 200 without success, for operations whose 200 schema carries an `errors` text; undefined otherwise.
 * `bare` leaves the errors text out: the spec's clients then fall back to their own message (section 8).
 */
export function noSuccessBody(spec: OperationSpec, { bare = false }: { bare?: boolean } = {}): unknown {
  const errors = bare ? {} : { errors: UNSUCCESSFUL_ERRORS };
  switch (spec.responses.get(200)?.schemaName) {
    case 'TournamentListResponse':
    case 'DailyGameListResponse':
    case 'VideoListResponse':
    case 'GameHighlightListResponse':
      return { success: false, data: [], ...errors };
    case 'EslGamesResponse':
      return { success: false, data: { eslgames: [] }, ...errors };
    case 'EslEnterResponse':
      // The level was not started: the app shows 'Something went wrong.' (spec section 8).
      return {
        success: false,
        message: UNSUCCESSFUL_ERRORS,
        data: { game_unique_id: '', game_level: 1, level_credits: 0 },
      };
    case 'TournamentCheckinResponse':
      return {
        success: false,
        message: UNSUCCESSFUL_ERRORS,
        ...errors,
        data: { already_submited: false },
      };
    default:
      return undefined;
  }
}
