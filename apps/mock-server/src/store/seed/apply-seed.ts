import { DAY_MS, freeTrialEnds, rewardByItemNumber, streakDateKey } from '@esr/domain';
import type { StoreContext } from '../context';
import { loadSeed, type SeedData, type SeedName } from './read-seed';

type Row = Record<string, string | number | null>;

/** The instant a seed is placed at: its trials, streaks, entries and tournaments are relative to it. */
interface SeedTime {
  now: number;
  dayAgo: number;
}

const HOUR_MS = 3_600_000;
const flag = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * How a seed's fixtures (seeds/<name>/*.json) become rows, table by table, parents before children.
 * Every seeded balance is then earned through the ledger, like any other credits (SeedCredits).
 */
const SEED_TABLES: readonly { table: string; rows: (data: SeedData, at: SeedTime) => Row[] }[] = [
  {
    table: 'subscribers',
    rows: (data, { now, dayAgo }) =>
      data.subscribers.map((s) => ({
        msisdn: s.msisdn,
        status: s.status,
        trial_ends_at: s.status === 'trial' ? freeTrialEnds(now) : null,
        name: s.name ?? '',
        username: s.username ?? '',
        email: s.email ?? '',
        gender: s.gender ?? '',
        bio: s.bio ?? '',
        created_at: now,
        // A streak of n days was last claimed yesterday.
        last_claim_date: (s.streakDays ?? 0) > 0 ? streakDateKey(dayAgo) : null,
        last_claim_day: s.streakDays ?? 0,
        daily_game_id: s.dailyGameId ?? null,
      })),
  },
  {
    table: 'games',
    rows: (data) =>
      data.games.map((g, i) => ({
        game_id: g.gameId,
        id: `game-${i + 1}`,
        name: g.name,
        thumbnail: g.thumbnail,
        daily: flag(g.daily),
        challenges: flag(g.challenges),
        daily_archived: flag(g.dailyArchived),
        sort: i,
      })),
  },
  {
    table: 'daily_templates',
    rows: (data) =>
      data.dailyTemplates.map((t, i) => ({
        template_id: t.templateId,
        game_id: t.gameId,
        name: t.name,
        prize: t.prize,
        thumbnail: t.thumbnail,
        sort: i,
      })),
  },
  {
    table: 'esl_games',
    rows: (data) =>
      data.eslGames.map((g) => ({
        game_unique_id: g.gameUniqueId,
        game_id: g.gameId,
        game_name: g.gameName,
        thumbnail: g.thumbnail,
      })),
  },
  {
    table: 'game_challenges',
    rows: (data) =>
      data.challenges.map((c, i) => ({
        challenge_id: c.challengeId,
        id: `challenge-${i + 1}`,
        game_id: c.gameId,
        name: c.name,
        prize: c.prize,
        thumbnail: c.thumbnail,
        archived: flag(c.archived),
        sort: i,
      })),
  },
  {
    table: 'challenge_entries',
    rows: (data, { dayAgo }) =>
      data.challengeEntries.map((e) => ({
        msisdn: e.msisdn,
        challenge_id: e.challengeId,
        image: 'seed',
        created_at: dayAgo,
      })),
  },
  {
    table: 'tournaments',
    rows: (data, { now }) =>
      data.tournaments.map((t, i) => {
        const start = t.startsInHours === null ? null : now + t.startsInHours * HOUR_MS;
        return {
          tourn_id: t.tournId,
          id: String(i + 1),
          name: t.name,
          game: t.game,
          time_start: start,
          time_end: start === null || t.durationHours === null ? null : start + t.durationHours * HOUR_MS,
          entry_fee: t.entryFee,
          is_entry_free: flag(t.isEntryFree),
          prize: t.prize,
          second_prize: t.secondPrize,
          third_prize: t.thirdPrize,
          banner: t.banner,
          platform: t.platform,
          uid_check: t.uidCheck,
          tourn_type: t.tournType,
          sort: i,
        };
      }),
  },
  {
    table: 'tournament_entries',
    rows: (data, { dayAgo }) =>
      data.tournaments.flatMap((t) =>
        t.entrants.map((msisdn) => ({
          tourn_id: t.tournId,
          msisdn,
          pubg_id: '5123456789',
          // The entrant's username as the nickname, as the registration form suggests it.
          pubg_nick: (data.subscribers.find((s) => s.msisdn === msisdn)?.username || 'player').slice(0, 64),
          email: '',
          created_at: dayAgo,
        })),
      ),
  },
  {
    table: 'redemptions',
    // Started at the seed's time and not confirmed yet: pending, and expiring, like any other.
    rows: (data, { now }) =>
      data.redemptions.map((r) => {
        const reward = rewardByItemNumber(r.item);
        if (!reward) throw new Error(`Seed redemption ${r.uuid}: no catalogue item ${r.item}.`);
        return {
          uuid: r.uuid,
          msisdn: r.msisdn,
          item: r.item,
          credits: reward.credits,
          status: 'pending',
          created_at: now,
        };
      }),
  },
  {
    table: 'videos',
    rows: (data) =>
      data.videos.map((v, i) => ({
        id: v.id,
        game_id: v.gameId,
        game: v.game,
        title: v.title,
        link: v.link,
        thumbnail: v.thumbnail,
        sort: i,
      })),
  },
  {
    table: 'highlight_games',
    rows: (data) =>
      data.highlightGames.map((h, i) => ({
        id: h.id,
        game_id: h.gameId,
        game: h.game,
        thumbnail: h.thumbnail,
        sort: i,
      })),
  },
];

/** Every table a reset empties, children before parents (foreign keys): the seeded ones and the rest. */
const CLEARED_TABLES = [
  'partner_notifications',
  'esl_progress',
  'daily_entries',
  'ledger',
  ...SEED_TABLES.map(({ table }) => table).reverse(),
  'settings',
];

function insertRows(ctx: StoreContext, table: string, rows: Row[]): void {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const insert = ctx.sql(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  for (const row of rows) insert.run(row);
}

/**
 * How a seeded balance is earned: the credits area's own call (areas/credits/store.ts, Ledger), which
 * keeps its once-only rule (CREDIT_RULES.seed). The store below the areas names only this call, so its
 * imports run one way (decision 1120).
 */
export interface SeedCredits {
  /** Within the seed's transaction: earns a seeded subscriber's credits once per seed load. */
  earnSeeded(msisdn: string, credits: number, seed: SeedName): void;
}

/** The seed and clock settings of a database, and replacing every row with a named seed. */
export class Seeds {
  constructor(
    private readonly ctx: StoreContext,
    private readonly credits: SeedCredits,
  ) {}

  /** The seed the database was last reset to; undefined for a new database. */
  current(): SeedName | undefined {
    const row = this.ctx.sql("SELECT value FROM settings WHERE key = 'seed'").get() as
      { value: SeedName } | undefined;
    return row?.value;
  }

  /** Replaces every row with the named seed, placed relative to the current clock (which stays). */
  reset(seed: SeedName): void {
    const data = loadSeed(seed);
    const now = this.ctx.now();
    const at = { now, dayAgo: now - DAY_MS };
    const offset = this.ctx.clock.offset();
    this.ctx.transaction(() => {
      for (const table of CLEARED_TABLES) this.ctx.sql(`DELETE FROM ${table}`).run();
      insertRows(this.ctx, 'settings', [
        { key: 'seed', value: seed },
        { key: 'clock_offset_ms', value: String(offset) },
      ]);
      for (const { table, rows } of SEED_TABLES) insertRows(this.ctx, table, rows(data, at));
      for (const s of data.subscribers) {
        if (s.credits) this.credits.earnSeeded(s.msisdn, s.credits, seed);
      }
    });
  }
}
