import { DAY_MS, pakistanDateKey, pakistanMidnight } from '@esr/domain';
import type { Statement } from './database';

/**
 * A world's clock: the real one moved by an offset the control API sets (stored in settings, so it
 * survives a restart). Every date rule reads it, so tests move time instead of waiting.
 */
export class Clock {
  /** The offset as stored (read once; only set() and a reset write it). */
  private offsetMs: number | undefined;
  /** The streak day of `now()` and the instants it is valid from and until. */
  private day = { key: '', from: 0, until: 0 };

  constructor(private readonly sql: (source: string) => Statement) {}

  /** Milliseconds the clock is ahead of (or behind) the real one. */
  offset(): number {
    if (this.offsetMs === undefined) {
      const row = this.sql("SELECT value FROM settings WHERE key = 'clock_offset_ms'").get() as
        { value: string } | undefined;
      this.offsetMs = row ? Number(row.value) : 0;
    }
    return this.offsetMs;
  }

  now(): number {
    return Date.now() + this.offset();
  }

  set(epochMs: number): void {
    this.setOffset(Math.round(epochMs - Date.now()));
  }

  /** Moves the clock by exactly `ms` (a reading of the real clock in between would lose a millisecond). */
  advance(ms: number): void {
    this.setOffset(this.offset() + ms);
  }

  private setOffset(offset: number): void {
    this.sql(
      "INSERT INTO settings (key, value) VALUES ('clock_offset_ms', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(String(offset));
    this.offsetMs = offset;
  }

  /** Today in Pakistan ('YYYY-MM-DD'): the streak day, which starts at midnight Pakistan time. */
  today(): string {
    const now = this.now();
    if (now >= this.day.from && now < this.day.until) return this.day.key;
    const key = pakistanDateKey(now);
    const from = pakistanMidnight(key);
    this.day = { key, from, until: from + DAY_MS };
    return key;
  }

  /** The instant today (as today() answered it last) ends. */
  todayEnds(): number {
    return this.day.until;
  }
}
