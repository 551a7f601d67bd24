import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter in the prerender. */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProvider>
  );
}
