import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';

// Targets a thumb can hit (issue 25, decision 1020): every interactive control is at least 44 x 44 CSS px,
// counting its padding; a control inside its <label> counts the label's box, which takes the tap too. The
// visual design may stay small (a slide's 8 px dot sits in a 44 px target). The one exception is WCAG's:
// a link inside a sentence, whose size the line of text sets. Checked on every route at 360 px in both
// languages and both API profiles (routes.test.ts, urdu/routes.test.ts; the drawer and the first visit's
// popups in target-size.test.ts), beside axe's own `target-size` rule (WCAG 2.2's 24 px minimum).

export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  /** The control, as a person would name it: its tag, then its accessible text or label. */
  control: string;
  width: number;
  height: number;
}

/** The visible interactive controls of the page (or of the part `within` selects) under 44 x 44 px. */
export function smallTargets(page: Page, within = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ min, root }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const scope = document.querySelector(root) ?? document.body;
      const small: { control: string; width: number; height: number }[] = [];
      for (const element of scope.querySelectorAll<HTMLElement>(selector)) {
        // The box a tap lands on: a wrapping <label> takes the tap for its control, and so does any label
        // of a visually hidden input (Edit Profile's file input, whose picker is its second label). Of
        // those, the one a thumb hits best counts: the label whose smaller side is the largest (a wide
        // line of text, such as the field's Urdu name, is not a thumb target however long it is).
        const own = element.getBoundingClientRect();
        const hiddenInput =
          element instanceof HTMLInputElement && own.width <= 1 && own.height <= 1 && element.labels;
        const labels = hiddenInput ? [...hiddenInput] : [];
        const thumb = (e: Element) =>
          Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height);
        const bestLabel = labels.sort((a, b) => thumb(b) - thumb(a))[0];
        const target = element.closest('label') ?? bestLabel ?? element;
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(target);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // Inert or hidden parts (a carousel's off-screen copies, a closed drawer) take no tap.
        if (element.closest('[inert], [aria-hidden="true"]')) continue;
        // A link inside a sentence: the line of text sets its size (WCAG 2.5.8's inline exception).
        const parent = element.parentElement;
        const inSentence =
          element.tagName === 'A' &&
          style.display === 'inline' &&
          parent !== null &&
          (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
        if (inSentence) continue;
        if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
        const text = element.getAttribute('aria-label') ?? target.textContent ?? '';
        small.push({
          control: `${element.tagName.toLowerCase()} "${text.trim().slice(0, 40)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return small;
    },
    { min: MIN_TARGET_PX, root: within },
  );
}

/** axe-core's `target-size` rule (WCAG 2.2 AA, 2.5.8) on the page: its violations. */
export function targetSizeViolations(page: Page) {
  return axeViolations(page, { type: 'rule', values: ['target-size'] });
}

/**
 * The page (or the part `within` selects) has thumb-sized targets: axe's target-size finds nothing serious
 * and no control is smaller than 44 x 44 CSS px without that much clear area (smallTargets).
 */
export async function expectThumbTargets(page: Page, within?: string): Promise<void> {
  const where = `${page.url()}${within ? ` (${within})` : ''}`;
  const axe = await targetSizeViolations(page);
  expect(axe, `axe target-size on ${where}: ${JSON.stringify(axe, null, 2)}`).toEqual([]);
  const small = await smallTargets(page, within);
  expect(small, `controls under ${MIN_TARGET_PX} px on ${where}`).toEqual([]);
}
