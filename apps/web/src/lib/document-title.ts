import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Esports Rewards';

export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}

/**
 * Where a page's title goes when effects do not run: the prerender (src/app/prerender.tsx) provides it to
 * write each route's <title> into its HTML. Null in the browser.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useContext(DocumentTitleContext)?.(pageTitle(page));
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
