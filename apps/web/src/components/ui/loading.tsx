import { useT } from '@/lib/i18n';
import './loading.css';

/** The spec's loading state: a spinner and 'Loading...' (or `label`, already translated), announced politely. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label ?? t('messages.loading')}</span>
    </div>
  );
}
