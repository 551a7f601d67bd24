import { createContext, useContext, useEffect } from 'react';

/** The product's name: a brand, written in Latin letters in every language. */
export const APP_NAME = 'Esports Rewards';

/** A document title: the page's own (already in the page's language, e.g. t('copy.rewards')) and the app's name. */
export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}

/**
 * Where a page's title goes when effects do not run: the prerender (src/app/prerender.tsx) provides it to
 * write each route's <title> into its HTML. Null in the browser.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the calling page is shown; `page` is a translated text (t(...)). */
export function useDocumentTitle(page: string): void {
  useContext(DocumentTitleContext)?.(pageTitle(page));
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
