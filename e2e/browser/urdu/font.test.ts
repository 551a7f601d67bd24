import { SEEDED } from '@esr/test-support';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useVisits, type Visit } from '../support/browser';
import { URDU_BROWSER } from '../support/urdu';

// Urdu never renders as empty boxes (issue 25, decision 1020): the font stack names Noto Nastaliq Urdu and
// Noto Naskh Arabic first, and a device with no Urdu font gets the app's own Naskh subset, fetched only
// then, and never by an English page.

const FALLBACK = 'ESR Urdu Naskh';

/** Whether this machine has a font for Urdu (fontconfig), in which case the browser needs no fallback. */
function machineHasUrduFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ur'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/** The fonts the page asks for from now on. */
function fontRequests(visit: Visit): string[] {
  const fonts: string[] = [];
  visit.page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

/** The app's own Urdu face as the page knows it: its status and whether it draws 'ہ'. */
const fallbackFace = async (family: string) => {
  await document.fonts.ready;
  const face = [...document.fonts].find((f) => f.family.replace(/["']/g, '') === family);
  return { status: face?.status ?? 'absent', drawsHeh: document.fonts.check(`16px "${family}"`, 'ہ') };
};

describe('the Urdu font', () => {
  // Which fonts a page downloads: every visit in a context of its own, nothing cached.
  const openUrdu = useVisits({ locale: URDU_BROWSER, freshContext: true });
  const openEnglish = useVisits({ freshContext: true });

  it('names Noto Nastaliq Urdu and Noto Naskh Arabic first in the Urdu stack', async () => {
    const visit = await openUrdu('phone');
    await visit.login(SEEDED.withStreak, '/');
    const stack = await visit.page.evaluate(() => getComputedStyle(document.documentElement).fontFamily);
    expect(
      stack
        .split(',')
        .map((name) => name.trim().replace(/["']/g, ''))
        .slice(0, 2),
    ).toEqual(['Noto Nastaliq Urdu', 'Noto Naskh Arabic']);
  });

  it.runIf(!machineHasUrduFont())(
    "a device without an Urdu font loads the app's Naskh subset on an Urdu page, and draws ہ with it",
    async () => {
      const visit = await openUrdu('phone');
      const fonts = fontRequests(visit);
      await visit.login(SEEDED.withStreak, '/');
      await visit.page.locator('main h1').first().waitFor();
      await expect
        .poll(() => visit.page.evaluate(fallbackFace, FALLBACK), { timeout: 10_000 })
        .toEqual({ status: 'loaded', drawsHeh: true });
      expect(fonts).toEqual([expect.stringMatching(/noto-naskh-arabic-urdu-400.*\.woff2$/)]);
      await visit.screenshot('urdu-font-fallback');
    },
  );

  it.runIf(!machineHasUrduFont())(
    "a name shown as written draws its Urdu letters with an Urdu face, not the Latin stack's generic font",
    async () => {
      // The visitor's name in the desktop side panel, 'مہمان صارف': nine letters, its ہ in the middle of a word.
      const visit = await openUrdu('desktop');
      await visit.page.goto(visit.url('/tournaments'));
      const name = visit.page.locator('.nav-panel__name');
      await name.waitFor();
      await visit.page.evaluate(() => document.fonts.ready);
      const cdp = await visit.context.newCDPSession(visit.page);
      try {
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: '.nav-panel__name',
        });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        // The app's own Naskh subset (its face's name inside the file) draws every letter; a system font
        // at most the space between the words.
        const drawnBy = (custom: boolean) =>
          fonts
            .filter((font) => font.isCustomFont === custom)
            .reduce((sum, font) => sum + font.glyphCount, 0);
        expect(drawnBy(true)).toBeGreaterThanOrEqual(9);
        expect(drawnBy(false)).toBeLessThanOrEqual(1);
      } finally {
        await cdp.detach();
      }
    },
  );

  it('an English page downloads no font', async () => {
    const visit = await openEnglish('phone');
    const fonts = fontRequests(visit);
    await visit.login(SEEDED.withStreak, '/');
    await visit.page.locator('main h1').first().waitFor();
    await visit.page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
    expect((await visit.page.evaluate(fallbackFace, FALLBACK)).status).toBe('unloaded');
  });
});
