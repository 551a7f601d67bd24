import { useT } from '@/lib/i18n';

/** The CLAIMED badge of a challenge the subscriber has completed. */
export function ClaimedBadge() {
  const t = useT();
  return (
    <span className="claimed-badge">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none">
        <path
          d="M5 12l5 5 9-10"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('messages.claimed')}
    </span>
  );
}
