import { TASK_IMAGE_MAX_BYTES } from '@esr/domain';
import type { Locator, Page } from 'playwright-core';
import type { Visit } from './browser';
import { settled } from './settled';

// Shared steps of the journeys in browser/journeys: the files a subscriber picks, the upload popup, and
// what the server says about the subscriber afterwards (their profile, the session's request journal).

/** A file as page.setInputFiles takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A real 1x1 PNG; with `size`, the same image followed by padding up to `size` bytes. */
export function pngFile(name = 'screenshot.png', size?: number): PickedFile {
  const png = Buffer.from(ONE_PIXEL_PNG, 'base64');
  const buffer =
    size === undefined || size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
  return { name, mimeType: 'image/png', buffer };
}

/** One byte over the screenshot limit (spec section 5: 2048000 bytes). */
export function oversizedPngFile(): PickedFile {
  return pngFile('huge-screenshot.png', TASK_IMAGE_MAX_BYTES + 1);
}

export function gifFile(): PickedFile {
  return {
    name: 'clip.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  };
}

/** A file named and typed as a PNG whose bytes are no image (a broken download, a renamed file). */
export function corruptPngFile(): PickedFile {
  return { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a PNG') };
}

export function textFile(): PickedFile {
  return { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a screenshot\n') };
}

/** The screenshot upload popup (its title is the dialog's name). */
export function uploadDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Upload your screenshot' });
}

/** The popup's file field, found by its label as a user would. */
export function screenshotField(dialog: Locator): Locator {
  return dialog.getByLabel(/^Screenshot/);
}

export function submitButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Submit', exact: true });
}

export function previewImage(dialog: Locator): Locator {
  return dialog.getByRole('img', { name: 'Preview of your screenshot' });
}

/** Picks `file` in the popup and waits for what the popup shows next (a preview or an alert). */
export async function pickScreenshot(dialog: Locator, file: PickedFile): Promise<void> {
  await screenshotField(dialog).setInputFiles(file);
}

/**
 * The server's words as a page shows them: set apart from the page's own (U+2068 ... U+2069, what <bdi>
 * does), so an English sentence keeps its full stop at its end on an Urdu page (issue 39).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** A number as the page writes it: Intl's, in the page's language ('24,650'; issue 39). */
export const written = (n: number, language = 'en-US'): string => new Intl.NumberFormat(language).format(n);

export interface Profile {
  name: string;
  username: string;
  email: string;
  gender: string;
  bio: string;
  dateOfBirth: string;
  profileImage: string | null;
  credits: number;
  completed_tasks_total: number;
  total_tournament: number;
  items_redeemed: number;
}

/** The logged-in subscriber's profile, as the server answers it. */
export function profileOf(visit: Visit): Promise<Profile> {
  return visit.api<Profile>('GET', '/v1/user/profile');
}

export interface JournalEntry {
  operationId: string;
  method: string;
  path: string;
  status: number;
}

/** The requests this visit's mock-server session received, oldest first. */
export async function journal(visit: Visit): Promise<JournalEntry[]> {
  const { data, error } = await visit.control.GET('/journal');
  if (error || !data) throw new Error(`journal: ${JSON.stringify(error)}`);
  return data.entries;
}

/** The statuses the server answered for one operation in this session. */
export async function statusesOf(visit: Visit, operationId: string): Promise<number[]> {
  return (await journal(visit))
    .filter((entry) => entry.operationId === operationId)
    .map((entry) => entry.status);
}

/**
 * Pages a carousel until `target` (a link or button of one slide) lies fully inside it, the way a user
 * does: with the 'Next slide' button where it is shown (wide screens), else with the pagination bullets
 * ('Go to slide N', the phone layout hides the arrows).
 */
export async function bringSlideIntoView(carousel: Locator, target: Locator, maxSteps = 10): Promise<void> {
  await target.waitFor({ state: 'attached' });
  // A user scrolls to the row first; its Swiper starts as it comes near the screen.
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator('.swiper-initialized').waitFor();
  const inView = async () => {
    const frame = await carousel.boundingBox();
    const box = await target.boundingBox();
    return !!frame && !!box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;
  };
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const bullets = carousel.getByRole('button', { name: /^Go to slide \d+$/ });
  const useNext = await next.isVisible();
  const steps = useNext ? maxSteps : await bullets.count();
  for (let step = 0; step < steps; step += 1) {
    if (await inView()) return;
    await (useNext ? next : bullets.nth(step + 1)).click();
    // Swiper's slide transition.
    await settled(carousel.page());
  }
  if (!(await inView())) throw new Error('the slide did not come into view');
}
