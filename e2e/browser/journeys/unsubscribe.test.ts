import { SEEDED } from '@esr/test-support';
import { COPY } from '@esr/domain';
import { SESSION_KEYS } from '@esr/sdk';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';

// Unsubscribing (spec sections 2 and 7): /profile → Unsubscribe → /unsubscribe asks the operator's
// unsubscribe service (the mock server's stand-in) to encrypt the number and the host name, and hands over
// to the service's page; the subscriber confirms there. Back in the app they have no access: the token
// they held is refused, and a new login sends them to the landing page.

const openVisit = useVisits();

describe.each(VIEWPORTS)('unsubscribe (%s)', (viewport) => {
  it('Unsubscribe → the service confirms → the token is refused and the app sends to the landing page', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.withStreak, '/profile');
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: COPY.settings }).waitFor();
    const account = page.getByRole('region', { name: COPY.settingsAccountActions });
    await account.getByRole('link', { name: COPY.unsubscribe }).click();

    // The service's page, with the number masked and the portal's host name.
    await page.waitForURL(
      (url) => url.pathname === '/stand-ins/unsubscribe/' && url.searchParams.has('mobile'),
    );
    await page.getByRole('heading', { name: 'Unsubscribe from Esports Rewards?' }).waitFor();
    expect(await page.getByText('0300****001').isVisible()).toBe(true);
    expect(await page.getByText(new URL(visit.url('/')).hostname).isVisible()).toBe(true);
    await visit.screenshot('journey-unsubscribe-confirm');
    // The app still holds its token (same origin): keep it to try it afterwards.
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await visit.screenshot('journey-unsubscribe-done');

    // The token issued before is refused by the API.
    const refused = await visit.context.request.get(visit.url('/api/v1/user/profile'), {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(refused.status()).toBe(401);

    // Back in the app with the old session: a restricted page ends on the landing page.
    await page.goto(visit.url('/tasks'));
    await page.waitForURL('**/stand-ins/landing');
    await page.getByLabel('Your Jazz number').waitFor();
    await visit.screenshot('journey-unsubscribe-back-in-app');

    // Opening the app as the number again gives no token: the landing page again.
    await page.goto(visit.url(`/tasks?a=${SEEDED.withStreak}`));
    // The app leaves for the landing page while the document is still loading, which can abort the
    // navigation a waitForURL would follow: read where the page is instead.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/stand-ins/landing');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken)).toBeNull();
  });
});
