import {
  NO_ANSWER,
  RULES,
  type CaseResult,
  type Coverage,
  type Exchange,
  type Finding,
  type LatencyFigure,
} from '../model';
import { outcomeOf, undocumentedOf } from './summary';

// Pieces of the HTML report: the coverage matrix, a finding with its exchange, a case's line.

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pretty = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

const headersText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

export function coverageMatrix(coverage: Coverage): string {
  const entries = Object.entries(coverage);
  const statuses = [...new Set(entries.flatMap(([, c]) => c.documented))].sort((a, b) => a - b);
  const head = `<tr><th>Operation</th>${statuses.map((s) => `<th>${s}</th>`).join('')}<th>Undocumented</th></tr>`;
  const rows = entries.map(([operationId, { method, path, documented, seen }]) => {
    const cells = statuses.map((status) => {
      if (!documented.includes(status)) return '<td class="na"></td>';
      const count = seen[String(status)];
      return count
        ? `<td class="seen" title="${status} seen ${count} times">${count}</td>`
        : `<td class="unseen" title="${status} documented, never seen">·</td>`;
    });
    const other = undocumentedOf(documented, seen).map(([status, count]) => `${escapeHtml(status)}×${count}`);
    const unanswered = seen[NO_ANSWER] ? `<small>no answer×${seen[NO_ANSWER]}</small>` : '';
    const otherCell =
      other.length > 0
        ? `<td class="bad">${[other.join(' '), unanswered].filter(Boolean).join(' ')}</td>`
        : `<td class="na">${unanswered}</td>`;
    const name = `<th class="op">${escapeHtml(operationId)}<small>${method} ${escapeHtml(path)}</small></th>`;
    return `<tr>${name}${cells.join('')}${otherCell}</tr>`;
  });
  return `<table class="matrix"><thead>${head}</thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function exchangeHtml(exchange: Exchange): string {
  const { request, response, error } = exchange;
  const sent = `${request.method} ${request.url}\n${headersText(request.headers)}${request.body ? `\n\n${pretty(request.body)}` : ''}`;
  const got = response
    ? `HTTP ${response.status}\n${headersText(response.headers)}\n\n${pretty(response.body)}`
    : `no answer: ${error ?? ''}`;
  return `<div class="exchange"><div><h5>Request</h5><pre>${escapeHtml(sent)}</pre></div><div><h5>Response</h5><pre>${escapeHtml(got)}</pre></div></div>`;
}

export function findingHtml(f: Finding): string {
  const input =
    f.input === undefined ? '' : `<h5>Input</h5><pre>${escapeHtml(JSON.stringify(f.input, null, 2))}</pre>`;
  return `<div class="finding ${f.severity}">
  <p><span class="rule">${f.rule}</span> ${f.operationId ? `<code>${escapeHtml(f.operationId)}</code> ` : ''}${escapeHtml(f.message)}</p>
  <p class="why">Rule: ${escapeHtml(RULES[f.rule])}</p>
  ${f.exchange ? exchangeHtml(f.exchange) : ''}${input}${exchangesHtml(f.exchanges)}
</div>`;
}

/** Every call of a step sent at once, each request with its answer. */
function exchangesHtml(exchanges: Exchange[] | undefined): string {
  if (!exchanges?.length) return '';
  return `<h5>The ${exchanges.length} calls sent at once</h5>${exchanges.map(exchangeHtml).join('\n')}`;
}

export function latencyTable(figures: LatencyFigure[], budgetMs: number): string {
  const rows = figures.map(
    (f) =>
      `<tr><th class="op">${escapeHtml(f.operationId)}</th><td>${f.calls}</td><td>${f.p50}</td><td${f.p95 > budgetMs ? ' class="bad"' : ''}>${f.p95}</td><td>${f.max}</td></tr>`,
  );
  return `<table class="matrix"><thead><tr><th>Operation</th><th>Calls</th><th>p50 ms</th><th>p95 ms</th><th>max ms</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

export function caseLine(c: CaseResult): string {
  const outcome = outcomeOf(c);
  const detail = [
    c.skipped ? `skipped: ${c.skipped}` : '',
    ...(c.unchecked ?? []).map((u) => `not exercised: ${u.rule}: ${u.reason}`),
    ...c.notes,
    c.error ? `kit error: ${c.error}` : '',
  ]
    .filter(Boolean)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return `<li class="case ${outcome}"><span class="badge ${outcome}">${outcome}</span> <b>${escapeHtml(c.suite)}</b> ${escapeHtml(c.name)} <small>${c.durationMs} ms</small>${detail ? `<ul>${detail}</ul>` : ''}</li>`;
}
