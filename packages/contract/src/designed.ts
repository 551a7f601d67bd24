import {
  DESIGNED,
  isObject,
  operationsOf,
  refName,
  schemasReachedBy,
  type Json,
  type Operation,
} from './openapi';

export type DesignedKind = 'operation' | 'payload' | 'answer' | 'status' | 'field';

/** One element of the contract that the product spec does not document: a question for the backend team. */
export interface DesignedElement {
  kind: DesignedKind;
  /** What is designed: 'POST /v1/esl-games/result', 'query parameter limit', 'LeaderboardEntry.rank'... */
  element: string;
  /** The operations it concerns (operationIds, in contract order). */
  operations: string[];
  reason: string;
  /** Where the mark is, as a JSON pointer into the contract. */
  pointer: string;
}

/** Every x-designed mark of the contract, in document order. */
function marksOf(doc: Json): { path: string[]; reason: string }[] {
  const marks: { path: string[]; reason: string }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, String(i)]));
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === DESIGNED) marks.push({ path, reason: String(child) });
      else walk(child, [...path, key]);
    }
  };
  walk(doc, []);
  return marks;
}

/** 'data.eslgames' for ['properties', 'data', 'properties', 'eslgames'] (array items are transparent). */
const fieldPath = (parts: string[]) => parts.filter((_, i) => parts[i - 1] === 'properties').join('.');

function describeOperationMark(
  operation: Operation,
  rest: string[],
): Pick<DesignedElement, 'kind' | 'element'> {
  const { op, method, path } = operation;
  const [section, key] = rest;
  if (section === 'parameters') {
    const parameter = ((op.parameters as Json[] | undefined) ?? [])[Number(key)] ?? {};
    return { kind: 'payload', element: `${String(parameter.in)} parameter ${String(parameter.name)}` };
  }
  if (section === 'requestBody') return { kind: 'payload', element: 'request body' };
  if (section === 'responses' && rest[2] === 'headers')
    return { kind: 'answer', element: `${key} header ${rest[3]}` };
  if (section === 'responses') return { kind: 'answer', element: `${key} answer` };
  return { kind: 'operation', element: `${method.toUpperCase()} ${path}` };
}

/** The statuses under which each operation references a component response. */
function responseUses(operations: Operation[], name: string): { statuses: string[]; operations: string[] } {
  const statuses = new Set<string>();
  const users: string[] = [];
  for (const { id, op } of operations) {
    const matches = Object.entries((op.responses ?? {}) as Record<string, unknown>).filter(
      ([, response]) => refName(response) === name,
    );
    if (matches.length > 0) users.push(id);
    matches.forEach(([status]) => statuses.add(status));
  }
  return { statuses: [...statuses].sort(), operations: users };
}

/** The contract's designed elements, read from its x-designed marks. */
export function collectDesigned(doc: Json): DesignedElement[] {
  const operations = operationsOf(doc);
  const reached = new Map(operations.map((o) => [o.id, schemasReachedBy(doc, o.op)]));
  return marksOf(doc).map(({ path, reason }) => {
    const pointer = `#/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
    const [root, a = '', b = '', ...rest] = path;
    if (root === 'paths') {
      const operation = operations.find((o) => o.path === a && o.method === b);
      if (operation) {
        return { ...describeOperationMark(operation, rest), operations: [operation.id], reason, pointer };
      }
    }
    if (root === 'components' && a === 'responses') {
      const uses = responseUses(operations, b);
      return {
        kind: 'status',
        element: `${uses.statuses.join(', ')} ${b}`,
        operations: uses.operations,
        reason,
        pointer,
      };
    }
    if (root === 'components' && a === 'schemas') {
      const users = operations.filter((o) => reached.get(o.id)?.has(b)).map((o) => o.id);
      const field = fieldPath(rest);
      return { kind: 'field', element: field ? `${b}.${field}` : b, operations: users, reason, pointer };
    }
    return { kind: 'field', element: pointer, operations: [], reason, pointer };
  });
}
