import { SPEC_MESSAGE_LIST, SPEC_STATE_AND_VALIDATION_MESSAGE_LIST } from '@esr/domain';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Which messages of the spec (section 8's error messages, sections 4 and 5's states and validations) a
// real browser showed during the run. Test files record what they saw into one folder; the global
// teardown adds it up, prints the coverage line and fails the run below 100%.

/** Every message of the spec, as templates ('Level {n} completed!'). */
export const SPEC_MESSAGES: readonly string[] = [
  ...new Set([...SPEC_MESSAGE_LIST, ...SPEC_STATE_AND_VALIDATION_MESSAGE_LIST]),
];

/**
 * The token errors of spec section 8 are silent on screen by design (login fails silently, then the
 * landing page); the app writes them to the console, where the browser tests read them.
 */
export const CONSOLE_MESSAGES: readonly string[] = [
  'MSISDN not found',
  'No token received from refresh endpoint',
  'Token refreshongoing',
  'No access token received',
];

function templateMatcher(template: string): RegExp {
  const pattern = template
    .split(/\{[a-zA-Z]+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(pattern);
}

const MATCHERS = SPEC_MESSAGES.map((template) => ({ template, regexp: templateMatcher(template) }));

/** The spec messages found in a piece of text (a page's visible text, a console line). */
export function messagesIn(text: string, allowed: readonly string[] = SPEC_MESSAGES): string[] {
  return MATCHERS.filter(({ template, regexp }) => allowed.includes(template) && regexp.test(text)).map(
    ({ template }) => template,
  );
}

export function recordMessages(dir: string, messages: readonly string[], where: string): void {
  if (messages.length === 0) return;
  mkdirSync(dir, { recursive: true });
  const lines = messages.map((message) => JSON.stringify({ message, where })).join('\n');
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${lines}\n`);
}

export interface CoverageReport {
  reached: string[];
  missing: string[];
  line: string;
}

export function readCoverage(dir: string): CoverageReport {
  const reached = new Set<string>();
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.jsonl')) : [];
  for (const file of files) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { message } = JSON.parse(line) as { message: string };
      reached.add(message);
    }
  }
  const inSpec = SPEC_MESSAGES.filter((message) => reached.has(message));
  const missing = SPEC_MESSAGES.filter((message) => !reached.has(message));
  const percent = Math.floor((inSpec.length / SPEC_MESSAGES.length) * 1000) / 10;
  return {
    reached: inSpec,
    missing,
    line: `spec messages reached in the browser: ${inSpec.length} / ${SPEC_MESSAGES.length} (${percent}%)`,
  };
}
