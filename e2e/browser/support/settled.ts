import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two more frames and every finite animation or transition on it has
 * finished: a popup fading in, the drawer sliding, Swiper moving a slide. Spinners, which loop, run on.
 * The tests wait for this instead of a fixed time: on a quiet machine it is over sooner, on a loaded one
 * it still waits long enough.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition a click started exists from the next style update on: two frames later it is there.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}
