import { MESSAGES, PAKISTAN_TIME_ZONE } from '@esr/domain';

// Start and end of a tournament (timeStart / timeEnd, ISO date-times). Shown in Pakistan time, the zone
// of the backend's own `time` text on the tournament cards, so both pages agree (decision 0530).
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PAKISTAN_TIME_ZONE,
});

/** 'Nov 28, 2026, 8:00 PM'; 'N/A' when missing or not a date. */
export function formatDateTime(iso?: string | null): string {
  if (!iso) return MESSAGES.notAvailable;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? MESSAGES.notAvailable : DATE_TIME.format(date);
}
