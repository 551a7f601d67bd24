// Pakistan time: the subscribers' calendar and clock (PKT, UTC+5 all year, no daylight saving). Streak
// days, the tournaments' `time` text and the dates the web app shows all read it from here.

/** The IANA zone, for Intl formatting in the browser. */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';
export const PAKISTAN_UTC_OFFSET_MINUTES = 300;

const OFFSET_MS = PAKISTAN_UTC_OFFSET_MINUTES * 60_000;

/** A day in milliseconds: Pakistan has no daylight saving, so every one of its days is this long. */
export const DAY_MS = 86_400_000;

/**
 * Pakistan's wall clock at an instant (epoch ms), as a Date whose UTC fields read Pakistan's date and
 * time: `pakistanWallClock(t).getUTCHours()` is the hour in Pakistan.
 */
export function pakistanWallClock(epochMs: number): Date {
  return new Date(epochMs + OFFSET_MS);
}

/** The calendar day in Pakistan ('YYYY-MM-DD') at an instant given in epoch milliseconds. */
export function pakistanDateKey(epochMs: number): string {
  return pakistanWallClock(epochMs).toISOString().slice(0, 10);
}

/** The instant (epoch ms) a Pakistan calendar day 'YYYY-MM-DD' starts: its midnight in Pakistan. */
export function pakistanMidnight(dateKey: string): number {
  return Date.parse(`${dateKey}T00:00:00Z`) - OFFSET_MS;
}

/** The instant the Pakistan calendar day of `epochMs` ends: the next midnight in Pakistan. */
export function nextPakistanMidnight(epochMs: number): number {
  return pakistanMidnight(pakistanDateKey(epochMs)) + DAY_MS;
}
