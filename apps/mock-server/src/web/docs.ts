type Json = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const refName = (value: unknown) =>
  typeof value === 'object' && value && typeof (value as Json).$ref === 'string'
    ? String((value as Json).$ref)
        .split('/')
        .pop()
    : undefined;

function schemaTable(name: string, schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(([field, prop]) => {
      const type = refName(prop) ?? (Array.isArray(prop.type) ? prop.type.join(' | ') : (prop.type ?? ''));
      const items = prop.items ? ` of ${refName(prop.items) ?? (prop.items as Json).type ?? ''}` : '';
      const rules = [
        prop.enum && `one of ${(prop.enum as unknown[]).join(', ')}`,
        prop.pattern && `pattern ${prop.pattern}`,
        prop.format,
      ]
        .filter(Boolean)
        .join('; ');
      return `<tr><td><code>${escapeHtml(field)}</code>${required.has(field) ? ' *' : ''}</td><td>${escapeHtml(`${type}${items}`)}</td><td>${escapeHtml(rules)} ${escapeHtml(prop.description)}</td></tr>`;
    })
    .join('');
  return `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schema.description ? `<p>${escapeHtml(schema.description)}</p>` : ''}${rows ? `<table><tr><th>Field</th><th>Type</th><th>Rules</th></tr>${rows}</table>` : ''}</section>`;
}

/** A self-contained HTML page of the contract: operations by tag, then schemas. Works offline. */
export function renderDocs(doc: Json): string {
  const info = doc.info as Json;
  const components = doc.components as Json;
  const responses = components.responses as Record<string, Json>;
  const operations: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'post']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      const bodyType = body
        ? Object.entries(body)
            .map(([type, c]) => `${type}: ${refName(c.schema) ?? ''}`)
            .join(', ')
        : 'none';
      const answers = Object.entries(op.responses as Record<string, Json>)
        .map(([status, r]) => {
          const response = refName(r) ? responses[refName(r)!]! : r;
          const schema = refName(
            ((response.content as Record<string, Json> | undefined)?.['application/json'] ?? {}).schema,
          );
          return `<li><b>${status}</b> ${escapeHtml(response.description)}${schema ? ` <a href="#schema-${schema}">${schema}</a>` : ''}</li>`;
        })
        .join('');
      operations.push(
        `<article><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>
        <p><b>${escapeHtml(op.operationId)}</b>: ${escapeHtml(op.summary)}${(op.security as unknown[] | undefined)?.length === 0 ? ' (no token)' : ''}</p>
        ${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}<p>Body: ${escapeHtml(bodyType)}</p><ul>${answers}</ul></article>`,
      );
    }
  }
  const schemas = Object.entries(components.schemas as Record<string, Json>)
    .map(([name, schema]) => schemaTable(name, schema))
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1b2033}main{max-width:60rem;margin:auto;padding:1rem}
article,section{background:#fff;border-radius:8px;padding:.5rem 1rem;margin:.75rem 0;box-shadow:0 1px 2px #0001}
.m{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1f7a4d}.post{background:#2557b8}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-top:1px solid #e3e6ef;padding:.25rem;text-align:left;vertical-align:top}code{overflow-wrap:anywhere}
</style></head><body><main><h1>${escapeHtml(info.title)} ${escapeHtml(info.version)}</h1>
<p>${escapeHtml(info.description).replace(/\n\n/g, '</p><p>')}</p><p>Raw contract: <a href="/openapi.yaml">/openapi.yaml</a></p>
<h2>Operations</h2>${operations.join('')}<h2>Schemas</h2>${schemas}</main></body></html>`;
}
