import { nextTask } from './next-task';
import '@/styles/global.css';

// The app's entry (decision 1010). Its modules are evaluated in two tasks instead of one long one: React's
// DOM renderer, then, after the browser has had the main thread back, the rest (the router, TanStack Query,
// the app) and the start. The document preloads both chunks, so neither waits for the network here.
void (async () => {
  await import('react-dom/client');
  await new Promise<void>((resolve) => nextTask(resolve));
  const { start } = await import('./start');
  await start();
})();
