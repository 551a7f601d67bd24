import { errors, type Page } from 'playwright-core';

/** How long one capture may take: a full page's takes under half a second here, a few on a loaded machine. */
export const CAPTURE_TIMEOUT_MS = 15_000;

/**
 * Writes a full-page screenshot of `page` to `path`, at CSS pixels (a phone's full page at its device scale
 * cost about a CPU-second to encode, decision 1060).
 *
 * Chromium's capture waits for a frame from the page's compositor, and once in a while none comes: the call
 * hangs until its timeout (stop 50's CI: the Urdu leaderboard on a phone, 30 s after the fonts had loaded;
 * not seen in three runs of the Urdu routes since, 132 captures). A screenshot is a picture for people,
 * not a check, so a capture that times out is tried once more, its tab brought to the front first, and the
 * retry is printed; a second timeout fails the test, and any other error fails it at once.
 */
export async function captureFullPage(
  page: Pick<Page, 'screenshot' | 'bringToFront'>,
  path: string,
  timeout = CAPTURE_TIMEOUT_MS,
): Promise<void> {
  const capture = () => page.screenshot({ path, fullPage: true, scale: 'css', timeout });
  try {
    await capture();
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${path}: no frame within ${timeout} ms; capturing again`);
    await page.bringToFront();
    await capture();
  }
}
