import { lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A route's page, loaded on demand. `preload()` fetches its chunk; once loaded it renders at once. */
export interface LazyPage {
  (): React.ReactNode;
  preload: () => Promise<PageModule>;
}

/**
 * React.lazy suspends on its first render even when the chunk is already there; a page whose chunk was
 * preloaded renders synchronously instead. That lets the client hydrate a prerendered page in one pass
 * (main.tsx preloads the current route before hydrateRoot) and the prerender use renderToString. A page
 * not loaded yet suspends like React.lazy does (the nearest Suspense shows its fallback). Which of the two
 * a mounted page is never changes, so it is never remounted.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<PageModule> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
