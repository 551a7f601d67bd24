import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

type RunOnly = { type: 'tag' | 'rule'; values: string[] };

/** Runs axe-core's rules (`runOnly`) on the page; answers the serious and critical violations. */
export async function axeViolations(page: Page, runOnly: RunOnly): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol (an inline <script> would be refused by the page's CSP), once
  // per document: the source is half a megabyte to parse.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: only });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 5).map((node) => JSON.stringify(node.target)),
      }));
  }, runOnly);
}

/** Runs axe-core (WCAG 2.x A and AA rules) on the page; answers the serious and critical violations. */
export function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  });
}
