import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

// Pages are prerendered at build time (decision 0960) and hydrated in the browser. Hydration must render
// exactly what the build rendered, which knew no session, no viewport and no address query: whatever
// depends on them waits for the render right after hydration. A render that is not a hydration (a client
// navigation, the tests' createRoot) is "hydrated" from its first pass. Who renders says which it is
// (`prerendered`): the build's prerender and main.tsx, when it hydrates a prerendered document.

const HydratedContext = createContext(true);

/**
 * Above the app. `prerendered`: this render is the build's, or the hydration of the build's HTML; then,
 * once hydrated, `useHydrated()` turns true in a transition: React re-renders what depends on the session
 * and the viewport in slices, between which the browser stays responsive.
 */
export function HydrationProvider({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  // The page answers input from now on (React has attached its handlers in this commit): said on <html>
  // as data-interactive, for whoever drives or measures the page (the browser tests wait for it,
  // bench/field.mjs times it). A layout effect: it runs in the commit itself, not some tasks later.
  useLayoutEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False on the server and while React hydrates the prerendered HTML; true in every render after. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
