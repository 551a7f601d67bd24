import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrationProvider } from '@/lib/hydration';
import { LanguageProvider } from '@/lib/i18n';

/** Providers above the router. The router's root route adds the session and the app shell. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <HydrationProvider>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LanguageProvider>
    </HydrationProvider>
  );
}
