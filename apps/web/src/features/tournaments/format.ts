import { entryFeeMessage, readPrize } from '@esr/domain';
import { formatPakistanTime } from '@/lib/dates';
import { translator, type Translate } from '@/lib/i18n';

// Start and end of a tournament (timeStart / timeEnd, ISO date-times). Shown in Pakistan time, the zone
// of the backend's own `time` text on the tournament cards, so both pages agree (decision 0530), written
// the way the active language writes dates (lib/dates.ts, the app's one date formatter).

/** 'Nov 28, 2026, 8:00 PM' in English; 'N/A' when missing or not a date. */
export function formatDateTime(iso?: string | null, t: Translate = translator()): string {
  if (!iso) return t('messages.notAvailable');
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? t('messages.notAvailable')
    : formatPakistanTime(date, 'date-time', t.language);
}

/**
 * A prize in the active language: 'N Credits' and 'PKR N' as the backend writes them become the
 * catalogue's words and the language's numbers ('5000 کریڈٹس', '20,000 روپے'); any other prize (an item's
 * name) is shown as sent; none is 'N/A'.
 */
export function prizeText(prize: string | null | undefined, t: Translate = translator()): string {
  if (!prize?.trim()) return t('messages.notAvailable');
  const read = readPrize(prize);
  if (read.kind === 'credits') return t('tournaments.prizeCredits', { n: read.amount });
  if (read.kind === 'rupees') return t('tournaments.prizeRupees', { n: read.amount });
  return read.text;
}

/** The entry fee in the active language, by the domain's rule (entryFeeMessage): free, N credits or N/A. */
export function entryFeeText(
  tournament: Parameters<typeof entryFeeMessage>[0],
  t: Translate = translator(),
): string {
  return t.message(entryFeeMessage(tournament));
}
