import { pakistanWallClock, registrationRequirements, validateRegistration } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';
import { CREDIT_RULES } from '../credits/rules';
import { requireEmailAddress } from '../../store/email';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';

interface TournamentRow {
  tourn_id: string;
  id: string;
  name: string;
  game: string;
  time_start: number | null;
  time_end: number | null;
  entry_fee: number | null;
  is_entry_free: number;
  prize: string;
  second_prize: string;
  third_prize: string;
  banner: string;
  platform: string;
  uid_check: number;
  tourn_type: string;
}

/** '2026-11-28 08:00 PM' in Pakistan time: the three space-separated parts the spec describes. */
function tournamentTime(epochMs: number | null): string | null {
  if (epochMs === null) return null;
  const local = pakistanWallClock(epochMs);
  const date = local.toISOString().slice(0, 10);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${date} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** Tournaments: their status by the clock, and registrations that pay the entry fee once. */
export class Tournaments {
  constructor(
    private readonly ctx: StoreContext,
    private readonly ledger: Ledger,
  ) {}

  /** 1 open for registration, 2 running, 3 ended. */
  private status(row: TournamentRow): number {
    const now = this.ctx.now();
    if (row.time_start === null || now < row.time_start) return 1;
    if (row.time_end === null || now < row.time_end) return 2;
    return 3;
  }

  private toTournament(row: TournamentRow): Schemas['Tournament'] {
    const status = this.status(row);
    const entries = this.ctx
      .sql('SELECT pubg_nick FROM tournament_entries WHERE tourn_id = ? ORDER BY created_at')
      .all(row.tourn_id) as { pubg_nick: string }[];
    return {
      id: row.id,
      tourn_id: row.tourn_id,
      tourn_name: row.name,
      game: row.game,
      time: tournamentTime(row.time_start),
      timeStart: iso(row.time_start),
      timeEnd: iso(row.time_end),
      status,
      is_running: status === 2 ? 1 : 0,
      entryFee: row.entry_fee,
      isEntryFree: row.is_entry_free ? 1 : 0,
      prize: row.prize,
      second_prize: row.second_prize,
      third_prize: row.third_prize,
      banner: row.banner,
      platform: row.platform,
      UIDCheck: row.uid_check ? 1 : 0,
      tourn_type: row.tourn_type,
      entries,
    };
  }

  list(): Schemas['Tournament'][] {
    return this.ctx.readCached('tournaments', () => {
      const rows = this.ctx.sql('SELECT * FROM tournaments ORDER BY sort').all() as TournamentRow[];
      const now = this.ctx.now();
      // A status changes when the clock passes a start or an end: the list is recomputed then.
      const changes = rows
        .flatMap((t) => [t.time_start, t.time_end])
        .filter((time): time is number => time !== null && time > now);
      return { value: rows.map((t) => this.toTournament(t)), until: Math.min(Infinity, ...changes) };
    });
  }

  private row(id: string): TournamentRow {
    const row = this.ctx.sql('SELECT * FROM tournaments WHERE tourn_id = ? OR id = ?').get(id, id) as
      TournamentRow | undefined;
    if (!row) throw new StoreError('not-found', `No tournament with id '${id}'.`, 'TOURNAMENT_NOT_FOUND');
    return row;
  }

  /** One tournament, with whether `msisdn` is registered for it (contract: Tournament.registered). */
  one(id: string, msisdn: string): Schemas['Tournament'] {
    const tournament = this.toTournament(this.row(id));
    const registered = this.ctx
      .sql('SELECT 1 FROM tournament_entries WHERE tourn_id = ? AND msisdn = ?')
      .get(tournament.tourn_id, msisdn);
    return { ...tournament, registered: registered !== undefined };
  }

  checkin(
    msisdn: string,
    input: Schemas['TournamentCheckinRequest'],
  ): { already_submited: boolean; credits: number } {
    return this.ctx.immediate(() => {
      const row = this.row(input.id);
      const existing = this.ctx
        .sql('SELECT 1 FROM tournament_entries WHERE tourn_id = ? AND msisdn = ?')
        .get(row.tourn_id, msisdn);
      if (existing) return { already_submited: true, credits: this.ledger.balance(msisdn) };
      if (this.status(row) !== 1) {
        throw new StoreError(
          'conflict',
          'Registrations are closed for this tournament.',
          'REGISTRATION_CLOSED',
        );
      }
      const requirements = registrationRequirements({ UIDCheck: row.uid_check, tourn_type: row.tourn_type });
      const missing = validateRegistration(requirements, input);
      if (missing.length > 0) {
        throw new StoreError('invalid', `Required: ${missing.join(', ')}.`, 'MISSING_FIELDS');
      }
      if (requirements.email) requireEmailAddress('userEmail', input.userEmail);
      const fee = row.is_entry_free ? 0 : (row.entry_fee ?? 0);
      const refusal = `Not enough credits: the entry fee is ${fee} Credits.`;
      this.ledger.spend(CREDIT_RULES.tournamentFee, msisdn, fee, { tournId: row.tourn_id }, refusal);
      this.ctx
        .sql(
          'INSERT INTO tournament_entries (tourn_id, msisdn, pubg_id, pubg_nick, email, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          row.tourn_id,
          msisdn,
          input.pubg_id.trim(),
          input.pubg_nick.trim(),
          input.userEmail.trim(),
          this.ctx.now(),
        );
      return { already_submited: false, credits: this.ledger.balance(msisdn) };
    });
  }
}
