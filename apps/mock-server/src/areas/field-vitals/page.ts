import { OTHER_PAGES, type FieldVitals, type FigureName, type FigureRow, type FigureSummary } from './store';

// /docs/vitals: the field figures as the operator reads them, server-rendered (no script), beside the
// API reference. Every text written into it is escaped, though the contract lets only route patterns
// and enums in.

const TITLES: Record<FigureName, string> = {
  FCP: 'First contentful paint (FCP)',
  LCP: 'Largest contentful paint (LCP)',
  'checkin-visible': 'Check-in dialog shown',
  INP: 'Interaction to next paint (INP)',
  CLS: 'Cumulative layout shift (CLS)',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Milliseconds as people read them (CLS is a score). */
function formatValue(name: FigureName, value: number): string {
  if (name === 'CLS') return value.toFixed(3);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

const share = (part: number, count: number) => `${Math.round((part / count) * 100)}%`;

function table(name: FigureName, caption: string, heading: string, rows: readonly FigureRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row"><code>${escape(row.key)}</code></th><td>${row.count}</td>` +
        `<td>${formatValue(name, row.p75)}</td><td>${share(row.ratings.good, row.count)}</td>` +
        `<td>${share(row.ratings.poor, row.count)}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${caption}</caption><thead><tr><th scope="col">${heading}</th><th scope="col">Count</th>` +
    `<th scope="col">p75</th><th scope="col">Good</th><th scope="col">Poor</th></tr></thead><tbody>${body}</tbody></table>`
  );
}

function section(figure: FigureSummary): string {
  const title = `<h2 id="${figure.name}">${TITLES[figure.name]}</h2>`;
  if (!figure.all) return `<section>${title}<p>No figures yet.</p></section>`;
  const navigations = Object.entries(figure.navigations)
    .map(([type, count]) => `${escape(type)} ${count}`)
    .join(', ');
  return (
    `<section>${title}<p>75th percentile <strong>${formatValue(figure.name, figure.all.p75)}</strong> ` +
    `of ${figure.all.count} page loads (${navigations}).</p><div class="vitals-tables">` +
    table(figure.name, 'By page', 'Page', figure.byPage) +
    table(figure.name, 'By connection', 'Connection', figure.byConnection) +
    `</div></section>`
  );
}

/** The page's <main>: one section per figure, each with its 75th percentile by page and by connection. */
export function fieldVitalsMain(board: FieldVitals): string {
  const figures = board.summary();
  const empty = figures.every((figure) => figure.all === null);
  const intro =
    `<h1>Field vitals</h1><p>Real subscribers' page loads, as the web app measured them with ` +
    `<code>web-vitals</code> and sent them (<code>POST /api/v1/field-vitals</code>). Counted in memory since ` +
    `this server started. Each page load sends each figure once; <em>Good</em> and <em>Poor</em> are the ` +
    `shares web-vitals rated so. A page load left before its first screen was complete sends nothing: ` +
    `the slowest loads are missing. Percentiles are by nearest rank; past ${board.limits.samplesPerCell} ` +
    `values per page, connection and figure they come from a uniform sample, and past ` +
    `${board.limits.pages} pages the rest count under <code>${escape(OTHER_PAGES)}</code>.</p>`;
  const off = empty
    ? `<p><strong>No figures yet.</strong> The web app sends them only when its build names an endpoint ` +
      `(<code>VITE_VITALS_URL=/api/v1/field-vitals</code>, off by default) and samples the page load ` +
      `(<code>VITE_VITALS_SAMPLE_RATE</code>); the README says how.</p>`
    : '';
  return `<main>${intro}${off}${figures.map(section).join('')}</main>`;
}
