// A tournament's start time as the backend writes it (spec sections 2 and 3): Home's row and the tournament pages.
import { PAKISTAN_UTC_OFFSET_MINUTES } from './pakistan-time';

export interface TournamentTimeParts {
  readonly date: string;
  readonly time: string;
  readonly ampm: string;
}

/** Splits "date time am/pm" into its three parts; null when missing or not exactly three parts (show 'N/A'). */
export function splitTournamentTime(time?: string | null): TournamentTimeParts | null {
  if (typeof time !== 'string') return null;
  const parts = time.trim().split(/\s+/);
  if (parts.length !== 3) return null;
  const [date, clock, ampm] = parts as [string, string, string];
  return { date, time: clock, ampm };
}

const TOURNAMENT_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2}) ([AaPp][Mm])$/;

/**
 * The instant (epoch ms) a tournament's `time` text names: 'YYYY-MM-DD hh:mm AM|PM' on Pakistan's clock
 * (the backend's own zone), so clients can write it in the visitor's language; null when the text is not
 * that shape or names no real moment (the caller shows it as sent, or 'N/A' when it has no three parts).
 */
export function tournamentTimeInstant(time?: string | null): number | null {
  const match = typeof time === 'string' ? TOURNAMENT_TIME.exec(time.trim().replace(/\s+/g, ' ')) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[6]!.toUpperCase() === 'PM' ? 12 : 0);
  const wall = Date.UTC(year, month - 1, day, hour24, minute);
  if (new Date(wall).getUTCDate() !== day || new Date(wall).getUTCMonth() !== month - 1) return null;
  return wall - PAKISTAN_UTC_OFFSET_MINUTES * 60_000;
}
