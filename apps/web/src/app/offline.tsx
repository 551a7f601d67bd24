import { useSyncExternalStore } from 'react';
import { useT, type MessageId } from '@/lib/i18n';
import './offline.css';

// What the app says without a network (decision 0960). The service worker paints every page from its
// cache; the app then says it is offline (OfflineNotice). offline.html (OfflinePage, prerendered with the
// layout and no script) answers navigations the cache cannot: the server's own pages.

export const OFFLINE_TEXT = {
  title: 'common.offlineTitle',
  body: 'common.offlineBody',
  notice: 'common.offlineNotice',
  retry: 'common.offlineRetry',
} as const satisfies Record<string, MessageId>;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; true on the server and while hydrating, as the HTML was built. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A status line over the page while the browser is offline: fixed, so nothing moves when it shows. */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t(OFFLINE_TEXT.notice)}
    </p>
  );
}

/** The offline page's content: the message and a link that reloads the address the user asked for. */
export function OfflinePage() {
  const t = useT();
  return (
    <section className="page offline" aria-labelledby="offline-title">
      <h1 id="offline-title" className="page__title">
        {t(OFFLINE_TEXT.title)}
      </h1>
      <p className="page__subtitle">{t(OFFLINE_TEXT.body)}</p>
      {/* An empty href is the current address: a plain reload, no script needed. */}
      <a className="button button--primary" href="">
        {t(OFFLINE_TEXT.retry)}
      </a>
    </section>
  );
}
