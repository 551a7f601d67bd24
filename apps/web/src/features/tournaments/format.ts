import { MESSAGES, PAKISTAN_TIME_ZONE, entryFeeLabel, type Language } from '@esr/domain';
import { translator, type Translate } from '@/lib/i18n';

// Start and end of a tournament (timeStart / timeEnd, ISO date-times). Shown in Pakistan time, the zone
// of the backend's own `time` text on the tournament cards, so both pages agree (decision 0530), written
// the way the active language writes dates.
const formats = new Map<Language, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: PAKISTAN_TIME_ZONE,
    });
    formats.set(language, format);
  }
  return format;
}

/** 'Nov 28, 2026, 8:00 PM' in English; 'N/A' when missing or not a date. */
export function formatDateTime(iso?: string | null, t: Translate = translator()): string {
  if (!iso) return t('messages.notAvailable');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? t('messages.notAvailable') : dateTimeFormat(t.language).format(date);
}

/** The entry fee in the active language, by the domain's rule (entryFeeLabel): free, N credits or N/A. */
export function entryFeeText(
  tournament: Parameters<typeof entryFeeLabel>[0],
  t: Translate = translator(),
): string {
  const label = entryFeeLabel(tournament);
  if (label === MESSAGES.freeEntry) return t('messages.freeEntry');
  if (label === MESSAGES.notAvailable) return t('messages.notAvailable');
  return t('messages.entryFeeCredits', { n: Number(tournament.entryFee) });
}
