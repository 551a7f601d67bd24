import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrationProvider } from '@/lib/hydration';
import { LanguageProvider } from '@/lib/i18n';

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
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LanguageProvider>
    </HydrationProvider>
  );
}
