import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Pages are prerendered at build time (decision 0960) and hydrated in the browser. Hydration must render
// exactly what the build rendered, which knew no session, no viewport and no address query: whatever
// depends on them waits for the render right after hydration. A render that is not a hydration (a client
// navigation, the tests' createRoot) is "hydrated" from its first pass.

let hydrating = false;
let prerendering = false;

/** src/app/hydrate.ts calls it before hydrateRoot: the first render then renders what the build did. */
export function markHydrating(): void {
  hydrating = true;
}

/** The build's prerender renders through this: what it renders is what hydration renders first. */
export function renderAsPrerendered<T>(render: () => T): T {
  prerendering = true;
  try {
    return render();
  } finally {
    prerendering = false;
  }
}

const HydratedContext = createContext(true);

/**
 * Above the app. After hydration it turns `useHydrated()` true in a transition: React re-renders what
 * depends on the session and the viewport in slices, between which the browser stays responsive.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => !hydrating && !prerendering);
  useEffect(() => {
    // The page answers input from now on (its handlers are attached): said on <html> as
    // data-interactive, for whoever drives the page (the browser tests wait for it, decision 1000).
    document.documentElement.dataset.interactive = '';
  }, []);
  useEffect(() => {
    if (hydrated) return;
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False on the server and while React hydrates the prerendered HTML; true in every render after. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
