import { RULES, warningsOf, type Finding, type Report } from '../model';
import { caseLine, coverageMatrix, escapeHtml, findingHtml, latencyTable } from './html-parts';
import { countsBySuite, coverageTotals, firstSightings, outcomeOf } from './summary';
import { ANSWER_RULE_WHY, EXPIRED_TOKEN_HOW, scopeOf } from './scope';
import { uncheckedOf, verdictOf, violationsOf } from './verdict';

// One self-contained HTML file (no script, no external asset): the verdict, every failure with its
// request, answer and rule, the rules not exercised, the coverage matrix of operations by documented
// statuses, the answer times, then every case.

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:1200px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 10px}h5{margin:6px 0 2px;font-size:12px;color:#57606a}
.meta{color:#57606a;margin:0}.verdict{display:inline-block;padding:4px 10px;border-radius:4px;font-weight:700;color:#fff}
.verdict.ok{background:#1a7f37}.verdict.ko{background:#cf222e}.nb{white-space:nowrap}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d0d7de;padding:3px 7px;text-align:center}
.suites td:first-child{text-align:left;font-weight:600}
.matrix th.op{text-align:left;font-weight:600;white-space:nowrap}.matrix small{display:block;font-weight:400;color:#57606a}
td.seen{background:#dafbe1;color:#116329;font-weight:600}td.unseen{background:#fff8c5;color:#7d4e00}
td.na{background:#eaeef2}td.bad{background:#ffebe9;color:#a40e26;font-weight:700}
.legend span{display:inline-block;padding:1px 8px;margin-right:8px;border:1px solid #d0d7de}
.finding{background:#fff;border:1px solid #d0d7de;border-left:5px solid #cf222e;padding:8px 12px;margin:10px 0}
.finding.warning{border-left-color:#bf8700}.again{margin:6px 0 6px 8px;color:#57606a}.finding p{margin:4px 0}.why{color:#57606a}
.rule{font:12px monospace;background:#ffebe9;color:#a40e26;padding:1px 6px;border-radius:3px}
.warning .rule{background:#fff8c5;color:#7d4e00}
.exchange{display:grid;grid-template-columns:1fr 1fr;gap:10px}
pre{background:#f6f8fa;border:1px solid #d0d7de;padding:6px 8px;margin:0;overflow:auto;max-height:260px;font-size:12px;white-space:pre-wrap;word-break:break-all}
ul.cases{list-style:none;padding:0}.case{padding:3px 0;border-bottom:1px solid #eaeef2}.case ul{color:#57606a;margin:2px 0 4px}
.badge{font-size:11px;text-transform:uppercase;padding:1px 6px;border-radius:3px;color:#fff}
.badge.passed{background:#1a7f37}.badge.failed{background:#cf222e}.badge.error{background:#8250df}.badge.skipped{background:#6e7781}
`;

function header(report: Report): string {
  const { info } = report;
  const v = verdictOf(report, violationsOf(report));
  // An option in the badge ("within --read-only") stays on one line on a phone.
  const label = escapeHtml(v.label).replace(/--[a-z-]+(?: [a-z0-9,-]+)?/g, '<span class="nb">$&</span>');
  const verdict = `<span class="verdict ${v.ok ? 'ok' : 'ko'}">${label}</span>`;
  const who = `msisdn ${info.msisdn}${info.richMsisdn ? `, rich ${info.richMsisdn}` : ''}`;
  return `<h1>Conformance report ${verdict}</h1>
<p class="meta">${escapeHtml(info.baseUrl)} against ${escapeHtml(info.contractTitle)} ${escapeHtml(info.contractVersion)} · profile ${info.profile}${info.readOnly ? ' · read-only' : ''} · ${escapeHtml(who)}</p>
<p class="meta"><b>${escapeHtml(v.detail)}</b> · exit code ${v.code}</p>
<p class="meta">${escapeHtml(info.startedAt)} · ${(info.durationMs / 1000).toFixed(1)} s · seed ${info.seed} (replay with <code>--seed ${info.seed}</code>)</p>`;
}

function suitesTable(report: Report): string {
  const rows = countsBySuite(report).map(
    ([suite, c]) =>
      `<tr><td>${suite}</td><td>${c.total}</td><td>${c.passed}</td><td>${c.failed}</td><td>${c.error}</td><td>${c.skipped}</td></tr>`,
  );
  return `<table class="suites"><thead><tr><th>Suite</th><th>Cases</th><th>Passed</th><th>Failed</th><th>Kit errors</th><th>Skipped</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function failures(report: Report): string {
  const failed = report.cases.filter((c) => outcomeOf(c) === 'failed' || outcomeOf(c) === 'error');
  if (failed.length === 0) return '<p>No rule was broken.</p>';
  const isNew = firstSightings();
  const shown = (f: Finding) =>
    isNew(f)
      ? findingHtml(f)
      : `<p class="again"><span class="rule">${f.rule}</span> ${escapeHtml(f.operationId ?? '')}: as above</p>`;
  return failed
    .map(
      (c) =>
        `<h3>${escapeHtml(c.suite)} · ${escapeHtml(c.name)}</h3>${c.findings
          .filter((f) => f.severity === 'error')
          .map(shown)
          .join(
            '\n',
          )}${c.error ? `<p class="finding">The kit could not finish this case: ${escapeHtml(c.error)}</p>` : ''}`,
    )
    .join('\n');
}

function notExercised(report: Report): string {
  const unchecked = uncheckedOf(report);
  if (unchecked.length === 0) return '';
  const items = unchecked.map(
    (u) =>
      `<li><span class="rule">${escapeHtml(u.rule)}</span> ${escapeHtml(u.case)}: ${escapeHtml(u.reason)}</li>`,
  );
  return `<h2>Not exercised (${unchecked.length})</h2><ul>${items.join('\n')}</ul>`;
}

/** What the run's options left out (--read-only, --only, no --expired-token): never tested, not passed. */
function leftOut(report: Report): string {
  const scope = scopeOf(report);
  const items = [
    ...scope.rules.map((rule) => `<li><span class="rule">${rule}</span> ${escapeHtml(RULES[rule])}</li>`),
    ...scope.answerRules.map(
      (rule) =>
        `<li><span class="rule">${rule}</span> ${escapeHtml(`${RULES[rule]}: ${ANSWER_RULE_WHY}`)}</li>`,
    ),
    ...(scope.operations.length > 0
      ? [
          `<li>Never called: ${scope.operations.map((op) => `<code>${escapeHtml(op)}</code>`).join(', ')}</li>`,
        ]
      : []),
    ...(scope.expiredTokenUntested
      ? [
          `<li><span class="rule">auth-401</span> Expired tokens: not tested: ${escapeHtml(EXPIRED_TOKEN_HOW)}.</li>`,
        ]
      : []),
  ];
  if (items.length === 0) return '';
  const title =
    scope.narrowedBy.length > 0 ? `Not tested within ${scope.narrowedBy.join(' ')}` : 'Not tested';
  return `<h2>${escapeHtml(title)}</h2><ul>${items.join('\n')}</ul>`;
}

export function htmlReport(report: Report): string {
  const totals = coverageTotals(report.coverage);
  const warnings = warningsOf(report);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report: ${escapeHtml(report.info.baseUrl)}</title><style>${STYLE}</style></head>
<body><main>
${header(report)}
<h2>Suites</h2>${suitesTable(report)}
<h2>Failures</h2>${failures(report)}
${notExercised(report)}
${leftOut(report)}
<h2>Coverage: ${totals.seen} of ${totals.documented} documented statuses seen</h2>
<p class="legend"><span style="background:#dafbe1">answers seen</span><span style="background:#fff8c5">documented, not seen</span><span style="background:#eaeef2">not documented</span><span style="background:#ffebe9">undocumented status answered</span></p>
${coverageMatrix(report.coverage)}
<h2>Answer times (p95 budget ${report.info.latencyBudgetMs} ms)</h2>${latencyTable(report.latency, report.info.latencyBudgetMs)}
${warnings.length > 0 ? `<h2>Warnings</h2>${warnings.map(findingHtml).join('\n')}` : ''}
<h2>Every case</h2><ul class="cases">${report.cases.map(caseLine).join('\n')}</ul>
</main></body></html>
`;
}
