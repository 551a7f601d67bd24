// What a page's first screen does not need waits until it is complete (issue 38, decision 1080): the app's
// start holds the gate and opens it once the page has loaded and its reads have been quiet
// (`afterFirstScreen`, src/app/service-worker-registration.ts). On a slow network a chunk fetched before
// then shares the few connections and the bandwidth with the check-in's calls and the first screen's
// images. Without a gate (a component test, `vite dev` before the start ran) nothing waits.

let gate: Promise<void> | null = null;

/** The app's start: holds what waits, until the function it answers is called. */
export function holdUntilFirstScreen(): () => void {
  let open: () => void = () => undefined;
  gate = new Promise((resolve) => (open = resolve));
  return open;
}

/** Settles once the first screen is complete (at once when nothing holds it). */
export const firstScreenComplete = (): Promise<void> => gate ?? Promise.resolve();
