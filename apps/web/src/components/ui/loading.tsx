import { MESSAGES } from '@esr/domain';
import './loading.css';

/** The spec's loading state: a spinner and 'Loading...', announced politely. */
export function Loading({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
