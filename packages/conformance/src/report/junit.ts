import { RULES, type CaseResult, type Finding, type Report } from '../model';
import { ANSWER_RULE_WHY, EXPIRED_TOKEN_HOW, scopeOf } from './scope';
import { countCases, outcomeOf, skipReasonOf } from './summary';

// JUnit XML, as CI servers read it: one testsuite per suite, one testcase per case, one <failure> per
// failed case carrying every broken rule with its request and answer, one <error> per case the kit
// could not finish (an outage among them: not a failure of the backend). What the run's options left
// out is a testsuite of its own, each item a skipped testcase: CI shows it as not tested, never passed.

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function findingText(f: Finding): string {
  const lines = [`[${f.rule}] ${f.operationId ? `${f.operationId}: ` : ''}${f.message}`];
  if (f.exchange) {
    const { request, response, error } = f.exchange;
    lines.push(`  ${request.method} ${request.url}${request.body ? `\n  ${request.body}` : ''}`);
    lines.push(response ? `  -> ${response.status} ${response.body}` : `  -> no answer: ${error}`);
  }
  if (f.input !== undefined) lines.push(`  input: ${JSON.stringify(f.input)}`);
  for (const [i, ex] of (f.exchanges ?? []).entries()) {
    lines.push(
      `  ${i + 1}. ${ex.request.method} ${ex.request.url}${ex.request.body ? ` ${ex.request.body}` : ''}`,
    );
    lines.push(
      ex.response ? `     -> ${ex.response.status} ${ex.response.body}` : `     -> no answer: ${ex.error}`,
    );
  }
  return lines.join('\n');
}

function testcase(c: CaseResult): string {
  const open = `    <testcase classname="conformance.${c.suite}" name="${escapeXml(c.name)}" time="${seconds(c.durationMs)}"`;
  const errors = c.findings.filter((f) => f.severity === 'error');
  const warnings = c.findings.filter((f) => f.severity === 'warning');
  const body: string[] = [];
  if (outcomeOf(c) === 'failed') {
    const message = errors.map((f) => `[${f.rule}] ${f.message}`).join('; ');
    body.push(
      `      <failure message="${escapeXml(message)}" type="${errors[0]!.rule}">${escapeXml(errors.map(findingText).join('\n\n'))}</failure>`,
    );
  }
  if (c.error) {
    // Violations found before the case stopped stay readable beside the reason it stopped.
    const before =
      errors.length > 0 ? `\n\nfound before it stopped:\n${errors.map(findingText).join('\n\n')}` : '';
    body.push(
      `      <error message="the kit could not finish this case">${escapeXml(c.error + before)}</error>`,
    );
  }
  if (outcomeOf(c) === 'skipped') body.push(`      <skipped message="${escapeXml(skipReasonOf(c))}"/>`);
  const out = [...c.notes, ...warnings.map((w) => `warning: ${findingText(w)}`)];
  if (out.length > 0) body.push(`      <system-out>${escapeXml(out.join('\n'))}</system-out>`);
  return body.length === 0 ? `${open}/>` : `${open}>\n${body.join('\n')}\n    </testcase>`;
}

/** The testcases of what the run's options left out, each skipped with what to pass to test it. */
function notTested(report: Report): string[] {
  const scope = scopeOf(report);
  const options = scope.narrowedBy.join(' ');
  const skipped = (name: string, message: string) =>
    `    <testcase classname="conformance.not-tested" name="${escapeXml(name)}" time="0.000">\n      <skipped message="${escapeXml(message)}"/>\n    </testcase>`;
  const cases = [
    ...scope.rules.map((rule) => skipped(`${rule}: ${RULES[rule]}`, `not exercised within ${options}`)),
    ...scope.answerRules.map((rule) =>
      skipped(`${rule}: ${RULES[rule]}`, `not exercised: ${ANSWER_RULE_WHY}`),
    ),
    ...(scope.operations.length > 0
      ? [
          skipped(
            'operations never called',
            `within ${options || 'this run'}: ${scope.operations.join(', ')}`,
          ),
        ]
      : []),
    ...(scope.expiredTokenUntested
      ? [skipped('auth-401: a genuinely expired token', `not tested: ${EXPIRED_TOKEN_HOW}`)]
      : []),
  ];
  return cases;
}

export function junitXml(report: Report): string {
  const { info } = report;
  const suites = [...new Set(report.cases.map((c) => c.suite))].map((suite) => {
    const cases = report.cases.filter((c) => c.suite === suite);
    const counts = countCases(cases);
    const time = cases.reduce((sum, c) => sum + c.durationMs, 0);
    const properties = Object.entries({
      baseUrl: info.baseUrl,
      msisdn: info.msisdn,
      profile: info.profile,
      seed: String(info.seed),
    })
      .map(([name, value]) => `      <property name="${name}" value="${escapeXml(value)}"/>`)
      .join('\n');
    return [
      `  <testsuite name="${suite}" tests="${counts.total}" failures="${counts.failed}" errors="${counts.error}" skipped="${counts.skipped}" time="${seconds(time)}" timestamp="${info.startedAt}">`,
      `    <properties>\n${properties}\n    </properties>`,
      ...cases.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  const all = countCases(report.cases);
  const untested = notTested(report);
  const extra = untested.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="conformance" tests="${all.total + extra}" failures="${all.failed}" errors="${all.error}" skipped="${all.skipped + extra}" time="${seconds(info.durationMs)}">`,
    ...suites,
    ...(extra > 0
      ? [
          `  <testsuite name="not-tested" tests="${extra}" failures="0" errors="0" skipped="${extra}" time="0.000" timestamp="${info.startedAt}">`,
          ...untested,
          '  </testsuite>',
        ]
      : []),
    '</testsuites>',
    '',
  ].join('\n');
}
