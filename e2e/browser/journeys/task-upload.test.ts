import { SEEDED } from '@esr/test-support';
import { MESSAGES } from '@esr/domain';
import { describe, expect, it } from 'vitest';
import { useVisits } from '../support/browser';
import { VIEWPORTS } from '../support/profiles';
import {
  corruptPngFile,
  gifFile,
  oversizedPngFile,
  pickScreenshot,
  pngFile,
  previewImage,
  profileOf,
  statusesOf,
  submitButton,
  textFile,
  uploadDialog,
} from '../support/journey-helpers';

// Today's screenshot task (spec sections 2, 4 and 5): a subscriber with a chosen game opens /tasks,
// Submit Entry opens the upload popup, which refuses what is not a PNG/JPG/JPEG or is over 2048000 bytes
// and keeps Submit disabled until a valid file is chosen; a PNG is previewed, sent, credited, and the
// page reloads to the disabled 'Submitted' with the come-back-tomorrow message.

const openVisit = useVisits();

const INVALID_IMAGE = 'This file is not a valid image. Please choose another screenshot.';

describe.each(VIEWPORTS)('daily task screenshot (%s)', (viewport) => {
  it('refuses a GIF, a text file and a file over 2MB, then sends a PNG and shows Submitted', async () => {
    const visit = await openVisit(viewport);
    // Sana Khan has chosen PUBG Mobile: /tasks shows today's PUBG Mobile task.
    await visit.login(SEEDED.withStreak, '/tasks');
    const { page } = visit;
    const before = await profileOf(visit);

    await page.getByRole('heading', { level: 1, name: 'Daily tasks' }).waitFor();
    const open = page.getByRole('button', { name: MESSAGES.submitEntry });
    await open.waitFor();
    // What today's task pays, as the page says it ('Win N Credits').
    const prizeText =
      (await page
        .getByText(/^Win \d+ Credits$/)
        .first()
        .textContent()) ?? '';
    const prize = Number(/\d+/.exec(prizeText)?.[0]);
    expect(prize).toBeGreaterThan(0);
    await visit.screenshot('journey-task-open');
    await open.click();

    const dialog = uploadDialog(page);
    await dialog.waitFor();
    expect(await submitButton(dialog).isDisabled()).toBe(true);

    await pickScreenshot(dialog, gifFile());
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(MESSAGES.uploadTypes);
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    expect(await previewImage(dialog).count()).toBe(0);
    await visit.observe();
    await visit.screenshot('journey-task-upload-wrong-type');

    await pickScreenshot(dialog, textFile());
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(MESSAGES.uploadTypes);
    expect(await submitButton(dialog).isDisabled()).toBe(true);

    await pickScreenshot(dialog, oversizedPngFile());
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(MESSAGES.uploadSize);
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    expect(await previewImage(dialog).count()).toBe(0);
    await visit.observe();

    // A broken file named .png: the browser cannot decode it, so it is refused before the upload.
    await pickScreenshot(dialog, corruptPngFile());
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(INVALID_IMAGE);
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    expect(await previewImage(dialog).count()).toBe(0);
    await visit.screenshot('journey-task-upload-broken-image');

    await pickScreenshot(dialog, pngFile());
    await previewImage(dialog).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await submitButton(dialog).isEnabled()).toBe(true);
    await visit.screenshot('journey-task-upload-preview');

    await submitButton(dialog).click();
    await dialog.waitFor({ state: 'detached' });
    const submitted = page.getByRole('button', { name: MESSAGES.submitted });
    await submitted.waitFor();
    expect(await submitted.isDisabled()).toBe(true);
    expect(await page.getByText(MESSAGES.taskCompletedToday).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: MESSAGES.submitEntry }).count()).toBe(0);
    await visit.observe();
    await visit.screenshot('journey-task-submitted');

    // The server stored the entry once and credited the task.
    expect(await statusesOf(visit, 'submitDailyEntry')).toEqual([200]);
    const after = await profileOf(visit);
    expect(after.completed_tasks_total).toBe(before.completed_tasks_total + 1);
    expect(after.credits).toBe(before.credits + prize);

    // A reload still shows the task as done: the state is the server's, not the page's.
    await page.reload();
    await page.getByRole('button', { name: MESSAGES.submitted }).waitFor();
    expect(await page.getByText(MESSAGES.taskCompletedToday).isVisible()).toBe(true);
  });

  it('a subscriber without a game chooses one through the selector, then submits the task', async () => {
    const visit = await openVisit(viewport);
    await visit.login(SEEDED.newTrial, '/tasks');
    const { page } = visit;
    const selector = page.getByRole('dialog', { name: 'Choose your game' });
    await selector.waitFor();
    await selector.getByRole('button', { name: /Freefire/ }).click();
    await selector.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: MESSAGES.submitEntry }).click();
    const dialog = uploadDialog(page);
    await pickScreenshot(dialog, pngFile('booyah.png'));
    await previewImage(dialog).waitFor();
    await submitButton(dialog).click();
    await page.getByRole('button', { name: MESSAGES.submitted }).waitFor();
    expect(await page.getByText(MESSAGES.taskCompletedToday).isVisible()).toBe(true);
    expect(await statusesOf(visit, 'selectDailyGame')).toEqual([200]);
    expect(await statusesOf(visit, 'submitDailyEntry')).toEqual([200]);
  });
});

describe('daily task screenshot (desktop)', () => {
  it("a refused upload says 'Failed to submit image. Please try again.'; Submit again sends it", async () => {
    const visit = await openVisit('desktop');
    await visit.login(SEEDED.withStreak, '/tasks');
    await visit.fault('submitDailyEntry', { status: 500, times: 1 });
    const { page } = visit;
    await page.getByRole('button', { name: MESSAGES.submitEntry }).click();
    const dialog = uploadDialog(page);
    await pickScreenshot(dialog, pngFile());
    await previewImage(dialog).waitFor();
    await submitButton(dialog).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(MESSAGES.failedToSubmitImage);
    // The chosen screenshot is kept for another try.
    expect(await previewImage(dialog).isVisible()).toBe(true);
    expect(await submitButton(dialog).isEnabled()).toBe(true);
    await visit.observe();
    await visit.screenshot('journey-task-upload-refused');

    await submitButton(dialog).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: MESSAGES.submitted }).waitFor();
    expect(await statusesOf(visit, 'submitDailyEntry')).toEqual([500, 200]);
  });
});
