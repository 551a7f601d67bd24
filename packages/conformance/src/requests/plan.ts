import type { OperationContract } from '../contract/load';
import { isObject } from '@esr/contract/schema';
import type { CallOptions, FilePart } from '../http/client';
import { TINY_PNG, validValue, type Hints } from './valid';

// The requests the shape suite sends an operation: each of the contract's examples, then one built
// from the schema with the backend's own ids.

export interface PlannedRequest {
  label: string;
  /** The body or query as the contract sees it (for checking it against the request schema). */
  input: unknown;
  options: CallOptions;
}

const png = (field: string): FilePart => ({
  field,
  filename: 'conformance.png',
  type: 'image/png',
  data: TINY_PNG,
});

/** A multipart form from an object: text fields as strings, the required (or given) file fields a PNG. */
export function formOf(op: OperationContract, value: unknown): NonNullable<CallOptions['form']> {
  const body = op.body!;
  const values = isObject(value) ? value : {};
  const required = new Set((body.schema.required as string[] | undefined) ?? []);
  const fields = Object.fromEntries(
    Object.entries(values)
      .filter(([name, v]) => !body.fileFields.includes(name) && v !== undefined && v !== null)
      .map(([name, v]) => [name, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const files = body.fileFields.filter((name) => required.has(name) || name in values).map(png);
  return { fields, files };
}

/** Call options for a body (JSON or multipart) or a query, as the operation takes it. */
export function optionsFor(op: OperationContract, input: unknown): CallOptions {
  if (op.body?.kind === 'multipart') return { form: formOf(op, input) };
  if (op.body) return input === undefined ? {} : { json: input };
  if (op.query.length > 0 && isObject(input)) return { query: input as CallOptions['query'] };
  return {};
}

function exampleInputs(op: OperationContract): unknown[] {
  if (op.body) return op.body.examples;
  const withExamples = op.query.filter((p) => p.examples.length > 0);
  if (withExamples.length === 0) return [];
  const count = Math.max(...withExamples.map((p) => p.examples.length));
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(withExamples.map((p) => [p.name, p.examples[Math.min(i, p.examples.length - 1)]])),
  );
}

function builtInput(op: OperationContract, hints: Hints): unknown {
  if (op.body) return validValue(op.body.schema, hints);
  const query = op.query.filter((p) => p.required || p.name in hints);
  return Object.fromEntries(
    query.map((p) => [p.name, p.name in hints ? hints[p.name] : validValue(p.schema)]),
  );
}

/** Whether an input is valid for the operation's request schema (text fields only for a form). */
export function isValidInput(op: OperationContract, input: unknown): boolean {
  if (op.body?.kind === 'multipart') {
    const fields = formOf(op, input).fields;
    return op.body.validate(fields);
  }
  if (op.body) return input === undefined ? !op.body.required : op.body.validate(input);
  // A copy: the query validator fills in defaults and coerces text, as a server reading a query does.
  return op.validateQuery(isObject(input) ? { ...input } : (input ?? {}));
}

export function plannedRequests(op: OperationContract, hints: Hints): PlannedRequest[] {
  const examples = exampleInputs(op).map((input, i) => ({
    label: `contract example ${i + 1}`,
    input,
    options: optionsFor(op, input),
  }));
  const input = builtInput(op, hints);
  const built = { label: 'built from the schema', input, options: optionsFor(op, input) };
  // The same request with made-up ids instead of the backend's: a documented 404 gets its chance.
  const madeUp = builtInput(op, {});
  const unknown = op.responses.has(404) && JSON.stringify(madeUp) !== JSON.stringify(input);
  const withUnknownIds = { label: 'with made-up ids', input: madeUp, options: optionsFor(op, madeUp) };
  return [...examples, built, ...(unknown ? [withUnknownIds] : [])];
}
