import { apiDiff, type Diff } from 'api-smart-diff';
import { collectDesigned } from './designed';
import { isObject, type Json } from './openapi';

/**
 * The breaking-change check of `npm run contract:diff`. api-smart-diff (pure JS, OpenAPI 3.x and JSON
 * Schema) finds and classifies the changes. Where it misreads OpenAPI 3.1 it gets help: type lists
 * are classified here, and `$ref`s with siblings (3.1 allows them; our x-designed marks use them)
 * are compared as the `$ref` alone, the marks themselves listed apart
 * (docs/decisions/0940-contract-examples-and-reference.md).
 */

export type ChangeKind = 'breaking' | 'compatible' | 'documentation';

export interface ContractChange {
  kind: ChangeKind;
  /** 'POST /v1/redeem-item', or the document part ('info', 'servers'...). */
  operation: string;
  /** 'request body', 'response 200', 'query parameter limit'... */
  where: string;
  /** What changed, for people: 'data[].banner: removed'. */
  what: string;
}

export interface ContractComparison {
  changes: ContractChange[];
  breaking: ContractChange[];
  versionBefore: string;
  versionAfter: string;
  majorRaised: boolean;
  /** False when a breaking change ships without a major version. */
  ok: boolean;
}

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** 'data[].banner' and the keyword at the end, from a schema's JSON path. */
function schemaLocation(path: (string | number)[]): { field: string; keyword: string | undefined } {
  const parts: string[] = [];
  let keyword: string | undefined;
  for (let i = 0; i < path.length; i += 1) {
    const part = String(path[i]);
    if (part === 'properties' && i + 1 < path.length) {
      parts.push(String(path[(i += 1)]));
    } else if (part === 'items') {
      if (parts.length > 0) parts[parts.length - 1] += '[]';
      else parts.push('[]');
    } else {
      keyword = keyword ?? part;
    }
  }
  return { field: parts.join('.'), keyword };
}

/** A short value for the changelog; objects (a whole schema, an example) are not repeated. */
function show(value: unknown): string {
  if (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)))
    return '';
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describe(diff: Diff, doc: Json): Pick<ContractChange, 'operation' | 'where' | 'what'> {
  const [root, path = '', method = '', ...rest] = diff.path.map(String);
  if (root !== 'paths') {
    return { operation: String(root), where: diff.path.slice(1).join('.'), what: change(diff) };
  }
  const operation = method ? `${method.toUpperCase()} ${path}` : path;
  const [section = '', key = ''] = rest;
  // Where in the operation, and the JSON path below that place (a schema's, when there is one).
  let where = section || 'operation';
  let below = rest.slice(1);
  if (section === 'requestBody') {
    where = 'request body';
    below = rest.slice(rest[1] === 'content' ? 3 : 1);
  } else if (section === 'responses') {
    where = `response ${key}`;
    if (rest[2] === 'headers') {
      where += ` header ${rest[3]}`;
      below = rest.slice(4);
    } else below = rest.slice(rest[2] === 'content' ? 4 : 2);
  } else if (section === 'parameters') {
    where = `parameter ${parameterName(doc, path, method, Number(key))}`;
    below = rest.slice(2);
  }
  if (below.length === 0) {
    const whole = diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : change(diff);
    return { operation, where: method && rest.length === 0 ? 'operation' : where, what: whole };
  }
  if (below[0] === 'schema') {
    const { field, keyword } = schemaLocation(below.slice(1));
    const subject = [field, keyword].filter(Boolean).join(' ');
    return { operation, where, what: `${subject || 'schema'}: ${change(diff)}` };
  }
  return { operation, where, what: `${below.join('.')}: ${change(diff)}` };
}

function parameterName(doc: Json, path: string, method: string, index: number): string {
  const op = ((doc.paths as Record<string, Json> | undefined)?.[path]?.[method] ?? {}) as Json;
  const parameter = ((op.parameters as Json[] | undefined) ?? [])[index];
  return parameter ? `${String(parameter.in)} ${String(parameter.name)}` : String(index);
}

function change(diff: Diff): string {
  if (diff.action === 'add') return `added ${show(diff.after)}`.trim();
  if (diff.action === 'remove') return `removed ${show(diff.before)}`.trim();
  return `${show(diff.before)} -> ${show(diff.after)}`;
}

const typesOf = (value: unknown): Set<string> => {
  const types = new Set((Array.isArray(value) ? value : [value]).map(String));
  if (types.has('number')) types.add('integer');
  return types;
};

/**
 * A type change is breaking when it narrows what a client may send, or widens what it may receive
 * (a response field that becomes nullable, a string that becomes an integer). api-smart-diff calls
 * every response type change compatible and every request type change breaking.
 */
function typeChangeKind(diff: Diff): ChangeKind | undefined {
  const path = diff.path.map(String);
  if (path[0] !== 'paths' || path.at(-1) !== 'type' || diff.action !== 'replace') return undefined;
  const before = typesOf(diff.before);
  const after = typesOf(diff.after);
  const inRequest = path.includes('requestBody') || path.includes('parameters');
  const lost = [...before].some((t) => !after.has(t));
  const gained = [...after].some((t) => !before.has(t));
  return (inRequest ? lost : gained) ? 'breaking' : 'compatible';
}

function kindOf(diff: Diff): ChangeKind {
  const corrected = typeChangeKind(diff);
  if (corrected) return corrected;
  if (diff.type === 'breaking') return 'breaking';
  if (diff.type === 'non-breaking' || diff.type === 'deprecated') return 'compatible';
  return 'documentation';
}

/**
 * The wire contract alone: no vendor extension, and a `$ref` without its annotation siblings, which
 * api-smart-diff would otherwise compare instead of the referenced schema. Example values stay as they are.
 */
function wireContract(doc: Json): Json {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') return { $ref: value.$ref };
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith('x-'))
        .map(([key, child]) => [key, key === 'value' || key === 'example' ? child : strip(child)]),
    );
  };
  return strip(doc) as Json;
}

/** Marks added, removed or reworded: the questions for the backend team that changed. */
function markChanges(before: Json, after: Json): ContractChange[] {
  const old = new Map(collectDesigned(before).map((e) => [e.pointer, e]));
  const now = new Map(collectDesigned(after).map((e) => [e.pointer, e]));
  const changes: ContractChange[] = [];
  for (const [pointer, mark] of now) {
    const was = old.get(pointer);
    if (!was || was.reason !== mark.reason) {
      changes.push({
        kind: 'documentation',
        operation: mark.element,
        where: 'x-designed',
        what: was ? 'reworded' : 'added',
      });
    }
  }
  for (const [pointer, mark] of old) {
    if (!now.has(pointer))
      changes.push({ kind: 'documentation', operation: mark.element, where: 'x-designed', what: 'removed' });
  }
  return changes;
}

/** Compares two parsed contracts; `ok` is false when a breaking change comes without a new major version. */
export function compareContracts(before: Json, after: Json): ContractComparison {
  // Components are compared where they are used: a schema change shows once per operation using it.
  const diffs = apiDiff(wireContract(before), wireContract(after)).filter(
    (diff) => diff.path[0] !== 'components',
  );
  const changes = diffs.map((diff) => ({
    kind: kindOf(diff),
    ...describe(diff, diff.action === 'remove' ? before : after),
  }));
  changes.push(...markChanges(before, after));
  const unique = changes.filter(
    (c, i) =>
      changes.findIndex((o) => o.operation === c.operation && o.where === c.where && o.what === c.what) === i,
  );
  const versionBefore = String((before.info as Json | undefined)?.version ?? '');
  const versionAfter = String((after.info as Json | undefined)?.version ?? '');
  const majorRaised = major(versionAfter) > major(versionBefore);
  const breaking = unique.filter((c) => c.kind === 'breaking');
  return {
    changes: unique,
    breaking,
    versionBefore,
    versionAfter,
    majorRaised,
    ok: breaking.length === 0 || majorRaised,
  };
}

const TITLES: Record<ChangeKind, string> = {
  breaking: 'Breaking',
  compatible: 'Compatible',
  documentation: 'Documentation and examples',
};

/** The comparison as a changelog, grouped by kind then operation. */
export function formatChangelog(result: ContractComparison, against: string): string {
  const lines = [
    `Contract changes against ${against} (info.version ${result.versionBefore} -> ${result.versionAfter})`,
  ];
  if (result.changes.length === 0) return `${lines[0]}: none.`;
  for (const kind of ['breaking', 'compatible', 'documentation'] as const) {
    const group = result.changes.filter((c) => c.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `${TITLES[kind]} (${group.length}):`);
    for (const c of group) lines.push(`  - ${c.operation}, ${c.where}: ${c.what}`);
  }
  lines.push('');
  if (result.breaking.length === 0) lines.push('No breaking change.');
  else if (result.majorRaised)
    lines.push(`${result.breaking.length} breaking change(s), released as a new major version.`);
  else {
    lines.push(
      `${result.breaking.length} breaking change(s) without a new major version: raise info.version's major ` +
        `number (${result.versionBefore} -> ${major(result.versionBefore) + 1}.0.0) or make the change compatible.`,
    );
  }
  return lines.join('\n');
}
