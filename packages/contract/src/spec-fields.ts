import {
  DESIGNED,
  componentSchemas,
  fieldsOf,
  isObject,
  operationsOf,
  resolve,
  topSchemas,
  withParents,
  type Json,
  type Operation,
} from './openapi';

/** One row of spec section 7, as openapi/spec-fields.yaml writes it. */
export interface SpecCall {
  call: string;
  /** false when the spec gives no path (the game-select and Aim Train result calls). */
  path?: false;
  /** null when the spec says the payload is "not shown". */
  payload: string[] | null;
  answer: string[];
  failure?: string[];
  headers?: string[];
  says?: string;
}

export interface SpecFields {
  calls: Record<string, SpecCall>;
  schemas: Record<string, { source: string; fields: string[] }>;
  statuses: Record<string, string>;
}

const isSuccess = (status: string) => /^2\d\d$/.test(status);
const marked = (value: Json) => value[DESIGNED] !== undefined;

/** The fields the spec names for each component schema: its entity list and every call that uses it. */
function namedFields(doc: Json, spec: SpecFields): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const add = (schema: string, paths: readonly string[]) => {
    const set = named.get(schema) ?? new Set<string>();
    withParents(paths).forEach((path) => set.add(path));
    named.set(schema, set);
  };
  for (const [schema, { fields }] of Object.entries(spec.schemas)) add(schema, fields);
  for (const { id, op } of operationsOf(doc)) {
    const call = spec.calls[id];
    if (!call) continue;
    const body = resolve(doc, op.requestBody);
    topSchemas(body.content).forEach((schema) => add(schema, call.payload ?? []));
    for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
      const schemas = topSchemas(resolve(doc, raw).content);
      for (const schema of schemas) {
        // A 200 that is one of several shapes (redeem-item: the redemption or the spec's refusal): each
        // shape takes the answer and failure fields it has.
        if (isSuccess(status) && schemas.length > 1)
          add(
            schema,
            [...call.answer, ...(call.failure ?? [])].filter((path) => hasField(doc, schema, path)),
          );
        else if (isSuccess(status)) add(schema, call.answer);
        // The spec's failure shape (profile, redeem) names fields of that shape, not of every error body.
        else
          add(
            schema,
            (call.failure ?? []).filter((path) => hasField(doc, schema, path)),
          );
      }
    }
  }
  return named;
}

const hasField = (doc: Json, schema: string, path: string) =>
  fieldsOf(componentSchemas(doc)[schema] ?? {}).some((f) => f.path === path);

/** A failure field of spec-fields that no failure answer of its call has is a stale list. */
function checkFailureLists(doc: Json, spec: SpecFields, problems: string[]) {
  for (const { id, op } of operationsOf(doc)) {
    const schemas = Object.entries((op.responses ?? {}) as Record<string, Json>)
      .filter(([status]) => !isSuccess(status))
      .flatMap(([, raw]) => topSchemas(resolve(doc, raw).content));
    for (const path of spec.calls[id]?.failure ?? []) {
      if (!schemas.some((schema) => hasField(doc, schema, path))) {
        problems.push(`spec-fields names the failure field ${path} of ${id}, which no failure answer has`);
      }
    }
  }
}

/** Every x-designed value must be a one-line reason. */
function checkReasons(value: unknown, pointer: string, problems: string[]) {
  if (Array.isArray(value)) return value.forEach((v, i) => checkReasons(v, `${pointer}/${i}`, problems));
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === DESIGNED && (typeof child !== 'string' || !child.trim() || child.includes('\n'))) {
      problems.push(`${pointer}/${key} must be a one-line reason`);
    }
    checkReasons(child, `${pointer}/${key}`, problems);
  }
}

function checkFields(doc: Json, spec: SpecFields, problems: string[]) {
  const named = namedFields(doc, spec);
  for (const [schema, definition] of Object.entries(componentSchemas(doc))) {
    const names = named.get(schema) ?? new Set<string>();
    const source = spec.schemas[schema]?.source;
    for (const field of fieldsOf(definition)) {
      const where = `${schema}.${field.path}`;
      if (marked(field.schema) && names.has(field.path)) {
        problems.push(`${where} is marked ${DESIGNED} but the spec names it${source ? ` (${source})` : ''}`);
      } else if (marked(field.schema) && field.markedParent) {
        problems.push(
          `${where} is marked ${DESIGNED} inside ${schema}.${field.markedParent}, marked already`,
        );
      } else if (!marked(field.schema) && !field.markedParent && !names.has(field.path)) {
        problems.push(`${where} is not in the spec's field lists: mark it ${DESIGNED} with a reason`);
      }
    }
    const paths = new Set(fieldsOf(definition).map((f) => f.path));
    for (const path of names) {
      if (!paths.has(path)) problems.push(`spec-fields names ${schema}.${path}, which the contract lacks`);
    }
  }
}

function checkOperation(
  { id, method, path, op }: Operation,
  doc: Json,
  spec: SpecFields,
  problems: string[],
) {
  const call = spec.calls[id];
  const designedPath = !call || call.path === false;
  if (designedPath && !marked(op)) problems.push(`${id}: the spec gives no path for it: mark it ${DESIGNED}`);
  if (!designedPath && marked(op)) problems.push(`${id} is marked ${DESIGNED} but the spec names its path`);
  if (call && !designedPath) {
    const [specMethod = '', specPath = ''] = call.call.split(' ');
    const normalized = `${specMethod.toUpperCase()} /${specPath.replace(/^\//, '')}`;
    if (normalized !== `${method.toUpperCase()} ${path}`) {
      problems.push(`${id}: the contract's ${method.toUpperCase()} ${path} is not the spec's '${call.call}'`);
    }
  }
  const payload = call?.payload ?? null;
  for (const raw of (op.parameters ?? []) as Json[]) {
    const parameter = resolve(doc, raw);
    const inSpec = payload?.includes(String(parameter.name)) ?? false;
    if (inSpec === marked(parameter)) {
      problems.push(
        `${id}: parameter '${String(parameter.name)}' ${inSpec ? 'is in the spec but marked' : `needs ${DESIGNED}`}`,
      );
    }
  }
  if (op.requestBody !== undefined) {
    const body = resolve(doc, op.requestBody);
    if (payload === null && !marked(body))
      problems.push(`${id}: the spec does not show the payload: mark the request body`);
    if (payload !== null && marked(body))
      problems.push(`${id}: the request body is marked but the spec shows the payload`);
  }
  checkResponses({ id, method, path, op }, doc, spec, problems);
}

function checkResponses({ id, op }: Operation, doc: Json, spec: SpecFields, problems: string[]) {
  const call = spec.calls[id];
  const secured =
    ((op.security as unknown[] | undefined) ?? (doc.security as unknown[] | undefined) ?? []).length > 0;
  for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
    const response = resolve(doc, raw);
    if (!isSuccess(status)) {
      const documented = spec.statuses[status] !== undefined && secured;
      if (documented && marked(response))
        problems.push(`${id} ${status} is marked but the spec documents it`);
      if (!documented && !marked(response))
        problems.push(`${id} ${status}: the spec documents no such status: mark the response ${DESIGNED}`);
      continue;
    }
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      if (!(call?.headers ?? []).includes(name) && !marked(resolve(doc, header))) {
        problems.push(`${id} ${status}: header '${name}' needs ${DESIGNED}`);
      }
    }
    // A required field the spec does not name for this call: the answer relies on an assumption.
    const unnamed = topSchemas(response.content).flatMap((schema) => {
      const names = new Set(withParents([...(call?.answer ?? []), ...(spec.schemas[schema]?.fields ?? [])]));
      return fieldsOf(componentSchemas(doc)[schema] ?? {})
        .filter((f) => f.required && !marked(f.schema) && !f.markedParent && !names.has(f.path))
        .map((f) => f.path);
    });
    if (unnamed.length > 0 && !marked(response)) {
      problems.push(
        `${id} ${status}: the spec does not name ${unnamed.join(', ')} in this answer: mark the response`,
      );
    }
    if (unnamed.length === 0 && marked(response)) {
      problems.push(`${id} ${status} is marked but every required field of its answer is named by the spec`);
    }
  }
}

/** What is wrong with the contract's x-designed marks, against the spec's field lists ([] when all is right). */
export function checkDesignedMarks(doc: Json, spec: SpecFields): string[] {
  const problems: string[] = [];
  checkReasons(doc, '#', problems);
  checkFields(doc, spec, problems);
  checkFailureLists(doc, spec, problems);
  const operations = operationsOf(doc);
  for (const operation of operations) checkOperation(operation, doc, spec, problems);
  for (const id of Object.keys(spec.calls)) {
    if (!operations.some((o) => o.id === id))
      problems.push(`spec-fields has a call '${id}' that the contract lacks`);
  }
  return problems;
}
