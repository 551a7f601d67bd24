import { collectDesigned, type DesignedElement, type DesignedKind } from './designed';
import type { Json } from './openapi';

const SECTIONS: { kind: DesignedKind; title: string; element: string }[] = [
  { kind: 'operation', title: 'Calls whose path the spec does not give', element: 'Call' },
  { kind: 'payload', title: 'Payloads and parameters', element: 'Element' },
  { kind: 'answer', title: 'Answers the spec does not describe', element: 'Element' },
  { kind: 'status', title: 'Failure statuses', element: 'Statuses and response' },
  { kind: 'field', title: 'Fields', element: 'Field' },
];

export interface AssumptionSection {
  title: string;
  element: string;
  rows: DesignedElement[];
}

export interface Assumptions {
  title: string;
  version: string;
  count: number;
  sections: AssumptionSection[];
}

/** The questions to settle with the operator's backend team: the contract's x-designed marks, by kind. */
export function assumptionsOf(doc: Json): Assumptions {
  const elements = collectDesigned(doc);
  const info = (doc.info ?? {}) as Json;
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    count: elements.length,
    sections: SECTIONS.map(({ kind, title, element }) => ({
      title,
      element,
      rows: elements.filter((e) => e.kind === kind),
    })).filter((section) => section.rows.length > 0),
  };
}

const INTRO =
  'Every element of the contract that the product spec (section 7, and the entity fields of section 3) ' +
  'does not document carries an `x-designed` mark with the reason it was designed. Each is a question ' +
  "to settle with the operator's backend team: does the real backend do this, and how?";

/** "`a`, `b`" for up to 8 operations, "every operation but `generateToken`" and the like beyond. */
function operationList(ids: string[], all: string[], code: (s: string) => string): string {
  if (ids.length === 0) return '-';
  if (ids.length === all.length) return 'every operation';
  const missing = all.filter((id) => !ids.includes(id));
  if (ids.length > 8 && missing.length <= 4) return `every operation but ${missing.map(code).join(', ')}`;
  return ids.map(code).join(', ');
}

const allOperations = (assumptions: Assumptions, doc: Json) =>
  Object.values((doc.paths ?? {}) as Record<string, Json>).flatMap((item) =>
    Object.values(item)
      .filter((op): op is Json => typeof op === 'object' && op !== null && 'operationId' in op)
      .map((op) => String(op.operationId)),
  );

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/assumptions.md. */
export function renderAssumptionsMarkdown(doc: Json): string {
  const assumptions = assumptionsOf(doc);
  const all = allOperations(assumptions, doc);
  const code = (s: string) => `\`${s}\``;
  const lines = [
    '<!-- Generated from the x-designed marks of openapi/openapi.yaml by `npm run assumptions -w @esr/contract`. Do not edit. -->',
    '',
    `# Assumptions to settle with the operator's backend team`,
    '',
    `${INTRO} Also served at \`/docs/assumptions\`; the marks show in the API reference at \`/docs\`.`,
    '',
    `${assumptions.title} ${assumptions.version}: ${assumptions.count} designed elements.`,
  ];
  for (const section of assumptions.sections) {
    lines.push('', `## ${section.title} (${section.rows.length})`, '');
    lines.push(`| ${section.element} | Operations | Why it is designed |`, '| --- | --- | --- |');
    for (const row of section.rows) {
      lines.push(
        `| ${code(row.element)} | ${cell(operationList(row.operations, all, code))} | ${cell(row.reason)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The same list as a page of its own (served at /docs/assumptions): no script, one stylesheet link. */
export function renderAssumptionsHtml(doc: Json, { stylesheet }: { stylesheet: string }): string {
  const assumptions = assumptionsOf(doc);
  const all = allOperations(assumptions, doc);
  const code = (s: string) => `<code>${escapeHtml(s)}</code>`;
  const sections = assumptions.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.title)} (${section.rows.length})</h2><table>` +
        `<thead><tr><th>${escapeHtml(section.element)}</th><th>Operations</th><th>Why it is designed</th></tr></thead><tbody>` +
        section.rows
          .map(
            (row) =>
              `<tr><td>${code(row.element)}</td><td>${operationList(row.operations, all, code)}</td>` +
              `<td>${escapeHtml(row.reason)}</td></tr>`,
          )
          .join('') +
        '</tbody></table></section>',
    )
    .join('');
  const intro = escapeHtml(INTRO).replace(/`([^`]+)`/g, '<code>$1</code>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Assumptions: ${escapeHtml(assumptions.title)}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head>
<body><main><h1>Assumptions to settle with the operator's backend team</h1>
<p>${intro}</p><p>${escapeHtml(`${assumptions.title} ${assumptions.version}`)}: ${assumptions.count} designed elements.</p>${sections}</main></body></html>`;
}
