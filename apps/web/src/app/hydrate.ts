import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates a prerendered document (decision 0960) with `app`, rendered `prerendered` (lib/hydration.tsx),
 * in a transition, so React hydrates in slices between which the page answers input and the main thread
 * has no long task.
 */
export function hydrateApp(container: HTMLElement, app: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  return root!;
}
