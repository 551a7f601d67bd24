import { useEffect } from 'react';

export const APP_NAME = 'Esports Rewards';

export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
