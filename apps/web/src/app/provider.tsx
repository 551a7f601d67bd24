import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { HydrationProvider, useHydrated } from '@/lib/hydration';
import { LanguageProvider } from '@/lib/i18n';
import { startFirstReads, startVisit } from './first-screen';

/** Providers above the router. The router's root route adds the session and the app shell. */
export function AppProvider({
  queryClient,
  prerendered,
  children,
}: {
  queryClient: QueryClient;
  /** The build's render, or the hydration of it (lib/hydration.tsx). */
  prerendered: boolean;
  children: ReactNode;
}) {
  return (
    <HydrationProvider prerendered={prerendered}>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          <FirstScreen />
          {children}
        </QueryClientProvider>
      </LanguageProvider>
    </HydrationProvider>
  );
}

/**
 * Starts the visit's login and check-in read (src/app/first-screen.ts) in the commit of the hydration, if
 * the app's start has not already, and its first reads once the page is hydrated: the render after
 * hydration (useHydrated) commits only once every part that reads the session has hydrated, and a part
 * still hydrating must not find an answer in the cache that its prerendered HTML did not have. The login's
 * answer and the streak are read by no such part (decision 1080): with them in before that render, it finds
 * the session logged in.
 */
function FirstScreen() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  useEffect(() => {
    // Once per client (startVisit): here in the hydration's commit, and again, answering the same token,
    // once hydrated.
    const login = startVisit(queryClient, window.location);
    if (hydrated) void startFirstReads(queryClient, window.location, login);
  }, [hydrated, queryClient]);
  return null;
}
