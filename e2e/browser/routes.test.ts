import { SEEDED } from '@esr/test-support';
import { describe, expect, it } from 'vitest';
import { useVisits } from './support/browser';
import { onFullProfile, VIEWPORTS } from './support/profiles';
import { checkRoute, ROUTES } from './support/routes';

// Every route of spec section 2 at a phone and a desktop size, as a subscriber with data (a streak, a
// daily game, credits): it renders without horizontal overflow, axe-core finds no serious or critical
// violation, and a screenshot is written to e2e/artifacts/screenshots/ for people to look at.

const openVisit = useVisits({ stillScreen: true });

describe.each(VIEWPORTS)('every route (%s)', (viewport) => {
  it.each(ROUTES)('$name: no overflow, no serious axe violation, a screenshot', async (route) => {
    await checkRoute(await openVisit(viewport), route);
  });
});

// What the build serves, the same on both API profiles: the full profile's pass checks it.
it.runIf(onFullProfile)(
  'npm start serves the production build: no scenario switcher, whatever NODE_ENV the caller had',
  async () => {
    // This file runs under vitest (NODE_ENV=test); npm start must still build for production.
    const visit = await openVisit('phone');
    await visit.login(SEEDED.withStreak, '/');
    await visit.page.waitForLoadState('networkidle');
    await visit.page.locator('main h1').first().waitFor();
    expect(await visit.page.locator('.scenario-switcher').count()).toBe(0);
  },
);

it.runIf(onFullProfile)(
  'the page carries a Content-Security-Policy that lets the whole app run (refusals fail every test)',
  async () => {
    const visit = await openVisit('desktop');
    await visit.login(SEEDED.withStreak, '/');
    await visit.page.locator('main h1').first().waitFor();
    const policy = await visit.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    // Scripts only from the app's origin (the prerendered documents carry no inline script; one added to
    // index.html is allowed by its hash, never by 'unsafe-inline').
    expect(policy).toMatch(/script-src 'self'[ ;]/);
    expect(policy).not.toContain('unsafe-inline');
    // An injected inline script does not run.
    const ran = await visit.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // Chromium reports the refusal in the console, where every visit's close() looks for refusals; this
    // one is the test's own doing, so it is taken out before the visit closes.
    await expect.poll(() => visit.console.some((line) => /Content Security Policy/i.test(line))).toBe(true);
    visit.console.splice(0, visit.console.length);
  },
);
