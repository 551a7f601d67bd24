import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  applyDocumentLanguage,
  documentLanguage,
  hasRememberedLanguage,
  loadLanguage,
  rememberLanguage,
} from '@/lib/i18n';
import { VITALS_URL } from '@/config/env';
import { holdUntilFirstScreen } from '@/lib/after-first-screen';
import { createAppQueryClient } from '@/lib/query';
import { App } from './app';
import { startVisit } from './first-screen';
import { startFieldVitals } from './field-vitals';
import { hydrateApp } from './hydrate';
import { routeFor } from './router';
import { afterFirstScreen, registerServiceWorker } from './service-worker-registration';

/** Starts the app in the page: hydrates its prerendered document (main.tsx loads this module). */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  // The page's chunk and its language's catalogue first, so hydration renders the page in one pass, in
  // the language its document was written in (the document preloads both: decision 1010). If the chunk
  // fails, the page suspends and tries again as it renders.
  const language = documentLanguage();
  await Promise.all([
    routeFor(window.location.pathname)
      .Page.preload()
      .catch(() => undefined),
    loadLanguage(language),
  ]);
  applyDocumentLanguage(language);
  if (!hasRememberedLanguage()) rememberLanguage(language);
  // Every page the servers answer is prerendered (decision 0960); an empty #root (a host that serves
  // another document) still gets the app.
  const prerendered = container.firstElementChild !== null;
  const queryClient = createAppQueryClient();
  // The login and the check-in's read take the bootstrap's answers while the page hydrates, so the check-in
  // is decided in the commit that hydrates it (src/app/first-screen.ts).
  void startVisit(queryClient, window.location);
  // What the first screen does not need (a carousel's Swiper) waits until it is complete.
  afterFirstScreen(queryClient, holdUntilFirstScreen());
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={BrowserRouter} prerendered={prerendered} />
    </StrictMode>
  );
  if (prerendered) hydrateApp(container, app);
  else createRoot(container).render(app);
  // Development serves the source: a worker would cache what Vite rebuilds on every change.
  if (import.meta.env.PROD) registerServiceWorker(queryClient);
  // A constant: a build without the endpoint drops the reporter, its chunk and web-vitals.
  if (VITALS_URL) startFieldVitals(queryClient);
}
