import { useSyncExternalStore } from 'react';

// Pages are prerendered at build time (decision 0960) and hydrated in the browser. Hydration must render
// exactly what the build rendered, which knew no session, no viewport and no address query: whatever
// depends on them waits for the render right after hydration. A render that is not a hydration (a client
// navigation, the tests' createRoot) is "hydrated" from its first pass.

const subscribe = () => () => undefined;

/** False on the server and while React hydrates the prerendered HTML; true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
