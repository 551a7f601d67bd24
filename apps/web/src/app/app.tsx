import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter in the prerender. */
export function App({
  queryClient,
  router: Router,
  prerendered = false,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The build's render, or the hydration of it: renders what the build knew (lib/hydration.tsx). */
  prerendered?: boolean;
}) {
  return (
    <AppProvider queryClient={queryClient} prerendered={prerendered}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProvider>
  );
}
