import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createAppQueryClient } from '@/lib/query';
import { App } from './app';
import { hydrateApp } from './hydrate';
import { routeFor } from './router';
import { registerServiceWorker } from './service-worker-registration';
import '@/styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  // The page's chunk first, so hydration renders it in one pass (its preload hint is in the HTML). If it
  // fails, the page suspends and tries again as it renders.
  await routeFor(window.location.pathname)
    .Page.preload()
    .catch(() => undefined);
  const app = (
    <StrictMode>
      <App queryClient={createAppQueryClient()} router={BrowserRouter} />
    </StrictMode>
  );
  // Every page the servers answer is prerendered (decision 0960); an empty #root (a host that serves
  // another document) still gets the app.
  if (container.firstElementChild) hydrateApp(container, app);
  else createRoot(container).render(app);
  // Development serves the source: a worker would cache what Vite rebuilds on every change.
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();
