import { expect, it } from 'vitest';
import { useVisits } from './support/browser';

// The API reference at /docs (issue 16, decision 0940): Swagger UI served by the server itself. Try-it
// works against the running server: executing jt/gen with its example authorizes the page with the token
// it answers, and a secured call made next from the page succeeds with it.

const openVisit = useVisits();

it('/docs: executing jt/gen authorizes the page, then a secured call answers 200', async () => {
  const visit = await openVisit('desktop');
  const { page } = visit;
  await page.goto(visit.url('/docs'));
  const open = async (path: string) => {
    const block = page
      .locator('.opblock')
      .filter({ has: page.locator(`[data-path="${path}"]`) })
      .first();
    await block.locator('.opblock-summary').first().click();
    await block.getByRole('button', { name: 'Try it out' }).click();
    return block;
  };
  const status = (block: Awaited<ReturnType<typeof open>>) =>
    block.locator('.live-responses-table .response .response-col_status').first().textContent();

  const token = await open('/v1/jt/gen');
  await token.getByRole('button', { name: 'Execute' }).click();
  await expect.poll(() => status(token), { timeout: 15_000 }).toMatch(/^\s*200/);
  // The page authorized itself: the Authorize button shows the lock closed.
  await expect.poll(() => page.locator('.btn.authorize.locked').count()).toBeGreaterThan(0);

  const profile = await open('/v1/user/profile');
  await profile.getByRole('button', { name: 'Execute' }).click();
  await expect.poll(() => status(profile), { timeout: 15_000 }).toMatch(/^\s*200/);
  expect(
    await profile.locator('.live-responses-table .response-col_description pre').first().textContent(),
  ).toMatch(/"credits"/);
  await visit.screenshot('docs-try-it');
});
